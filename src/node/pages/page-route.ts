import { posix } from 'node:path';

const INDEX = /(^|\/)index\.mdx?$/i;
const EXTENSION = /\.mdx?$/;

/**
 * The route of a standalone page, as Docusaurus's pages plugin gives it (fileToPath, then
 * encodePath and normalizeUrl): `about.md` is `/about`, `hello/index.md` is `/hello/`, the
 * top `index.md` is `/`; each segment is URL-encoded. A `slug` wins, and is a route from the
 * site's root whether or not it starts with "/". The base URL comes later.
 */
export function pageRoute(file: string, slug?: string): string {
  if (slug !== undefined) return posix.normalize(`/${slug}`);
  const path = INDEX.test(file) ? file.replace(INDEX, '$1') : file.replace(EXTENSION, '');
  return `/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** A page's id: its file's path under content/pages/ without the extension. */
export const pageId = (file: string): string => file.replace(EXTENSION, '');
