import { STANDALONE_PAGES } from '../../shared/page-data';
import type { FacetFilters } from '../../shared/search/protocol';
import { STANDALONE_PAGES_TAG } from '../../shared/search/records';
import { requiredValues } from './engine/facet-filters';

import type { IndexLoader } from './index-loader';
import type { SearchClient } from '../../shared/search/protocol';

const PAGES_FILTER = `docusaurus_tag:${STANDALONE_PAGES_TAG}`;

/** The filters without the standalone pages' tag, and whether they named it. */
function withoutPagesTag(filters: FacetFilters | undefined): { rest: FacetFilters | undefined; pages: boolean } {
  if (filters === undefined || typeof filters === 'string') return { rest: filters, pages: filters === PAGES_FILTER };
  let pages = false;
  const rest = filters.map((entry) => {
    if (typeof entry === 'string') return entry;
    pages ||= entry.includes(PAGES_FILTER);
    return entry.filter((filter) => filter !== PAGES_FILTER);
  });
  return { rest, pages };
}

/**
 * The indexes a request's facet filters may match: the versions they name (all when they name
 * none), and the standalone pages' when they name no version or allow the pages' tag beside it.
 */
function indexesFor(filters: FacetFilters | undefined, indexes: readonly string[]): readonly string[] {
  const { rest, pages } = withoutPagesTag(filters);
  const wanted = requiredValues(rest, 'version');
  if (wanted === undefined) return indexes;
  return indexes.filter((name) => wanted.includes(name) || (pages && name === STANDALONE_PAGES));
}

/**
 * Answers DocSearch's requests from the local indexes, downloading only the versions a
 * request's facet filters allow.
 */
export function createLocalSearchClient(loadEngine: IndexLoader, versions: readonly string[]): SearchClient {
  return {
    async search({ requests }) {
      const results = await Promise.all(
        requests.map(async (request) => {
          const names = indexesFor(request.facetFilters, versions);
          const [engines, { runRequest }] = await Promise.all([
            Promise.all(names.map(loadEngine)),
            import('./engine/run-request'),
          ]);
          return runRequest(engines, request);
        }),
      );
      return { results };
    },
  };
}
