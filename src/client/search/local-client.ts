import { requiredValues } from './engine/facet-filters';

import type { IndexLoader } from './index-loader';
import type { SearchClient } from '../../shared/search/protocol';

/**
 * Answers DocSearch's requests from the local indexes, downloading only the versions a
 * request's facet filters allow.
 */
export function createLocalSearchClient(loadEngine: IndexLoader, versions: readonly string[]): SearchClient {
  return {
    async search({ requests }) {
      const results = await Promise.all(
        requests.map(async (request) => {
          const wanted = requiredValues(request.facetFilters, 'version');
          const names = wanted === undefined ? versions : versions.filter((name) => wanted.includes(name));
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
