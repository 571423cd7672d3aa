/**
 * The transforms site.yaml may name in `search.transformItems`, for the build, which only checks
 * the name. Their functions are keyed the same way in search-transforms.ts, which the compiler
 * holds to this list. A new transform is one name here.
 */
export const searchTransformNames = Object.freeze(['onePerPage', 'stripTitleSuffix'] as const);

export type SearchTransformName = (typeof searchTransformNames)[number];
