import type { SearchClient } from './protocol';

export interface CountingClient extends SearchClient {
  /** The true number of matches of the last search for `query`, when it has run. */
  count(query: string): number | undefined;
}

/**
 * Wraps a client to remember each query's total count. DocSearch 5.1.2 adds the counts of every
 * keystroke together in what it passes to the results footer, so "See all N results" takes N
 * from the engine's answer instead.
 */
export function countingClient(client: SearchClient): CountingClient {
  const counts = new Map<string, number>();
  return {
    async search(parameters) {
      const response = await client.search(parameters);
      parameters.requests.forEach((request, index) => {
        const result = response.results[index];
        if (result && (request.hitsPerPage ?? 1) > 0) counts.set(request.query ?? '', result.nbHits);
      });
      // Keystrokes add up; only the recent queries can still be on screen.
      while (counts.size > 50) counts.delete(counts.keys().next().value!);
      return response;
    },
    count: (query) => counts.get(query),
  };
}
