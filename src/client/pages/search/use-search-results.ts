import { useEffect, useState } from 'react';
import type { FacetFilters, SearchClient, SearchHit } from '../../../shared/search/protocol';
import type { SearchSettings } from '../../search/settings';
import { MARK_CLOSE, MARK_OPEN } from './HighlightedText';

type SearchResultsState =
  | { status: 'idle' }
  | { status: 'loading'; previous: { hits: SearchHit[]; nbHits: number } | undefined }
  | { status: 'done'; hits: SearchHit[]; nbHits: number; suggestion?: string | undefined }
  | { status: 'failed' };

interface SearchQuery {
  query: string;
  facetFilters: FacetFilters | undefined;
  /** How many results to show: one page, plus one more for each "More results". */
  hitsPerPage: number;
}

/** Runs the page's search whenever the query, the version or the number of results changes. */
export function useSearchResults(
  client: SearchClient,
  settings: SearchSettings,
  { query, facetFilters, hitsPerPage }: SearchQuery,
): SearchResultsState {
  const [state, setState] = useState<SearchResultsState>({ status: 'idle' });
  const filtersKey = JSON.stringify(facetFilters ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for facetFilters, which is a new array on every render.
  useEffect(() => {
    if (query.trim() === '') {
      setState({ status: 'idle' });
      return;
    }
    let cancelled = false;
    setState((previous) => ({
      status: 'loading',
      previous: previous.status === 'done' ? previous : previous.status === 'loading' ? previous.previous : undefined,
    }));
    client
      .search({
        requests: [
          {
            indexName: settings.indexName,
            query,
            hitsPerPage,
            attributesToSnippet: ['content:30'],
            highlightPreTag: MARK_OPEN,
            highlightPostTag: MARK_CLOSE,
            snippetEllipsisText: '…',
            ...(facetFilters ? { facetFilters } : {}),
          },
        ],
      })
      .then(
        ({ results }) => {
          if (cancelled) return;
          const result = results[0];
          setState({
            status: 'done',
            hits: settings.transformItems(result?.hits ?? []),
            nbHits: result?.nbHits ?? 0,
            suggestion: result?.suggestion,
          });
        },
        () => {
          if (!cancelled) setState({ status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [client, settings, query, filtersKey, hitsPerPage]);
  return state;
}
