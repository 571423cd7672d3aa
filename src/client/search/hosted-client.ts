import { SearchUnavailableError, type SearchClient, type SearchResponse } from '../../shared/search/protocol';

interface HostedIndex {
  appId: string;
  apiKey: string;
}

const hostedSearchUrl = (appId: string) => `https://${appId}-dsn.algolia.net/1/indexes/*/queries`;

/**
 * The hosted service's public multi-query endpoint, for the search page (the modal uses
 * DocSearch's own client). Credentials go in the query string and the body as text/plain, so
 * the browser sends no preflight request, as Algolia's own browser client does.
 */
export function createHostedSearchClient(
  { appId, apiKey }: HostedIndex,
  fetchUrl: typeof fetch = (...args) => fetch(...args),
): SearchClient {
  const url = `${hostedSearchUrl(appId)}?${new URLSearchParams({ 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey })}`;
  return {
    async search({ requests }) {
      let response: Response;
      try {
        response = await fetchUrl(url, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ requests }),
        });
      } catch (error) {
        throw new SearchUnavailableError('The search service could not be reached.', { cause: error });
      }
      if (!response.ok) throw new SearchUnavailableError(`The search service answered HTTP ${response.status}.`);
      return (await response.json()) as SearchResponse;
    },
  };
}
