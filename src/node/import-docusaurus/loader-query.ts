/**
 * The file a path from `require.resolve` names: without the query a module loader adds to it
 * (`/site/sidebars.js?namespace=…`), which differs between evaluations and names no file.
 */
export const withoutLoaderQuery = (path: string): string => path.replace(/\?[^/]*$/, '');
