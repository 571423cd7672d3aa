import { onePerPage, stripTitleSuffix, type SearchHitsTransform } from '../src/client/search/search-transforms';
import type { SearchTransformName } from './search-transform-names';

/** What the map below must be: one function for each name of search-transform-names.ts, and no other. */
export type SearchTransformsByName = Readonly<Record<SearchTransformName, SearchHitsTransform>>;

/**
 * The function of each transform site.yaml may name, by name, for the browser. The compiler holds
 * this map to search-transform-names.ts: a name missing here, a misspelt one or one that is not
 * there is one error that names it.
 */
const transforms: SearchTransformsByName = {
  onePerPage,
  stripTitleSuffix,
};

export const searchTransforms = Object.freeze(transforms);
