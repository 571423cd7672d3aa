import type { SearchClient, SearchRequest, SearchResult } from '../../shared/search/protocol';

export interface RememberingClient extends SearchClient {
  /** The true number of matches of the last search for `query`, when it has run. */
  count(query: string): number | undefined;
  /** For a query that found nothing, the nearest query that finds something, if the engine has one. */
  suggestion(query: string): string | undefined;
}

/**
 * Wraps a client to remember what each query's answer said beyond its hits. DocSearch 5.1.2 adds
 * the counts of every keystroke together in what it passes to the results footer, so "See all N
 * results" takes N from here, and its no-results screen knows nothing of the local engine's
 * suggestion. `onResult` hears each query's answer, as it arrives.
 */
export function rememberResults(
  client: SearchClient,
  onResult?: (query: string, result: SearchResult) => void,
): RememberingClient {
  const results = new Map<string, Pick<SearchResult, 'nbHits' | 'suggestion'>>();
  const isShown = (request: SearchRequest) => (request.hitsPerPage ?? 1) > 0;
  return {
    async search(parameters) {
      const response = await client.search(parameters);
      parameters.requests.forEach((request, index) => {
        const result = response.results[index];
        if (!result || !isShown(request)) return;
        const query = request.query ?? '';
        results.set(query, { nbHits: result.nbHits, suggestion: result.suggestion });
        onResult?.(query, result);
      });
      // Keystrokes add up; only the recent queries can still be on screen.
      while (results.size > 50) results.delete(results.keys().next().value!);
      return response;
    },
    count: (query) => results.get(query)?.nbHits,
    suggestion: (query) => results.get(query)?.suggestion,
  };
}
