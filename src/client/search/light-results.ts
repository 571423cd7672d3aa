import type { FacetFilters, SearchHit, SearchRequest } from '../../shared/search/protocol';

/** The hits the light dialog shows: as many as DocSearch's first screen holds. */
const LIGHT_HITS = 8;

/** The request the light dialog sends the worker: DocSearch's, less the highlighting it does not show. */
export function lightRequest(
  indexName: string,
  query: string,
  facetFilters: FacetFilters | undefined,
  readerPage: string | undefined,
): SearchRequest {
  return {
    indexName,
    query,
    hitsPerPage: LIGHT_HITS,
    maxHitsPerGroup: 5,
    // The headings are indexed first: the first results need not wait for the paragraphs.
    partial: true,
    ...(facetFilters ? { facetFilters } : {}),
    ...(readerPage === undefined ? {} : { readerPage }),
  };
}

/** What one hit of the light dialog shows: the heading or paragraph found, and where it is. */
export function lightHitText(hit: SearchHit): { title: string; path: string } {
  const { hierarchy } = hit;
  const levels = [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6].filter(
    (level): level is string => level !== null,
  );
  const heading = hit.type === 'lvl1' ? hierarchy.lvl1 : (levels[levels.length - 1] ?? hierarchy.lvl1);
  const title = hit.type === 'content' && hit.content ? hit.content : heading;
  const path = [hierarchy.lvl0, hierarchy.lvl1, ...(hit.type === 'content' ? levels : levels.slice(0, -1))]
    .filter((part) => part && part !== title)
    .join(' › ');
  return { title, path };
}
