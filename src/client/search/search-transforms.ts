import type { SearchHit } from '../../shared/search/protocol';

/**
 * A post-processing step for search results. site.yaml is data, so it names a transform
 * (`search.transformItems`) and registry/search-transforms.ts maps the name to its function.
 */
export type SearchHitsTransform = (hits: readonly SearchHit[]) => SearchHit[];

/** Keeps the best hit of each page, for sites whose pages have many small sections. */
export const onePerPage: SearchHitsTransform = (hits) => {
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
const withoutSuffix = <T extends { value: string }>(entry: T | undefined): T | undefined =>
  entry && { ...entry, value: entry.value.replace(TITLE_SUFFIX, '') };
export const stripTitleSuffix: SearchHitsTransform = (hits) =>
  hits.map((hit) => {
    if (!TITLE_SUFFIX.test(hit.hierarchy.lvl1)) return hit;
    const highlight = withoutSuffix(hit._highlightResult.hierarchy.lvl1);
    const snippet = withoutSuffix(hit._snippetResult.hierarchy.lvl1);
    return {
      ...hit,
      hierarchy: { ...hit.hierarchy, lvl1: hit.hierarchy.lvl1.replace(TITLE_SUFFIX, '') },
      _highlightResult: {
        ...hit._highlightResult,
        hierarchy: { ...hit._highlightResult.hierarchy, ...(highlight ? { lvl1: highlight } : {}) },
      },
      _snippetResult: {
        ...hit._snippetResult,
        hierarchy: { ...hit._snippetResult.hierarchy, ...(snippet ? { lvl1: snippet } : {}) },
      },
    };
  });
