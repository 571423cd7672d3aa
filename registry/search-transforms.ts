import type { SearchHit } from '../src/client/search/protocol';

/**
 * A named post-processing step for search results. site.yaml is data, so it names a transform
 * (`search.transformItems`) and the site registers the function here.
 */
export type SearchHitsTransform = (hits: readonly SearchHit[]) => SearchHit[];

/** An immutable map from a transform's name to its function; `register` returns a new registry. */
export interface SearchTransformRegistry {
  readonly names: readonly string[];
  has(name: string): boolean;
  register(name: string, transform: SearchHitsTransform): SearchTransformRegistry;
  resolve(name: string): SearchHitsTransform;
}

export class UnknownSearchTransformError extends Error {
  constructor(readonly transformName: string, available: readonly string[]) {
    super(`No search transform registered as "${transformName}"; registered: ${available.map((name) => `"${name}"`).join(', ')}.`);
    this.name = 'UnknownSearchTransformError';
  }
}

export class DuplicateSearchTransformError extends Error {
  constructor(readonly transformName: string) {
    super(`A search transform "${transformName}" is already registered; choose another name.`);
    this.name = 'DuplicateSearchTransformError';
  }
}

export function createSearchTransformRegistry(entries: Readonly<Record<string, SearchHitsTransform>> = {}): SearchTransformRegistry {
  const map: ReadonlyMap<string, SearchHitsTransform> = new Map(Object.entries(entries));
  const names = Object.freeze([...map.keys()]);
  return Object.freeze({
    names,
    has: (name: string) => map.has(name),
    register(name: string, transform: SearchHitsTransform) {
      if (map.has(name)) throw new DuplicateSearchTransformError(name);
      return createSearchTransformRegistry({ ...Object.fromEntries(map), [name]: transform });
    },
    resolve(name: string) {
      const transform = map.get(name);
      if (transform === undefined) throw new UnknownSearchTransformError(name, names);
      return transform;
    },
  });
}

/** Keeps the best hit of each page, for sites whose pages have many small sections. */
const onePerPage: SearchHitsTransform = (hits) => {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    const page = hit.url_without_anchor || hit.url.split('#')[0]!;
    if (seen.has(page)) return false;
    seen.add(page);
    return true;
  });
};

/**
 * Removes a " | Site" suffix from page titles: a crawler of the hosted service takes the title
 * from <title>, which ends with the site name on every page. The highlighted and snippeted
 * titles, which DocSearch shows, lose it too.
 */
const TITLE_SUFFIX = /\s+\|\s+[^|]+$/;
const withoutSuffix = <T extends { value: string }>(entry: T | undefined): T | undefined => entry && { ...entry, value: entry.value.replace(TITLE_SUFFIX, '') };
const stripTitleSuffix: SearchHitsTransform = (hits) =>
  hits.map((hit) => {
    if (!TITLE_SUFFIX.test(hit.hierarchy.lvl1)) return hit;
    const highlight = withoutSuffix(hit._highlightResult.hierarchy.lvl1);
    const snippet = withoutSuffix(hit._snippetResult.hierarchy.lvl1);
    return {
      ...hit,
      hierarchy: { ...hit.hierarchy, lvl1: hit.hierarchy.lvl1.replace(TITLE_SUFFIX, '') },
      _highlightResult: { ...hit._highlightResult, hierarchy: { ...hit._highlightResult.hierarchy, ...(highlight ? { lvl1: highlight } : {}) } },
      _snippetResult: { ...hit._snippetResult, hierarchy: { ...hit._snippetResult.hierarchy, ...(snippet ? { lvl1: snippet } : {}) } },
    };
  });

/** The transforms site.yaml may name in `search.transformItems`. */
export const searchTransforms: SearchTransformRegistry = createSearchTransformRegistry({ onePerPage, stripTitleSuffix });
