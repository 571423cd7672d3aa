import type { HierarchyLevel, SearchRecord } from './records';

/**
 * The part of Algolia's search API that DocSearch and the search page use. The local engine
 * answers it, and a hosted index answers it over HTTP, so both sit behind one client.
 */
export type FacetFilter = string | readonly string[];
export type FacetFilters = string | readonly FacetFilter[];

export interface SearchRequest {
  indexName: string;
  query?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  /** `attribute:words`, such as `content:15`. */
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  /** Facet attributes to count values of; `*` for all. */
  facets?: readonly string[];
  /**
   * Local index only (a hosted index refuses parameters it does not know): the URL path of the
   * page the reader searches from; hits of its top sidebar category rank first.
   */
  readerPage?: string;
  /**
   * Local index only: at most this many hits of one top sidebar category (`lvl0`) on a page, as
   * DocSearch's modal shows them grouped; the others still count in `nbHits`.
   */
  maxHitsPerGroup?: number;
  /**
   * Local index only: answer from the part of the index built so far (every heading at least)
   * rather than wait for the rest, as the light dialog does for the first results; no suggestion.
   */
  partial?: boolean;
  [parameter: string]: unknown;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightValue {
  /** HTML: the escaped text with the highlight tags around the matched words. */
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface SnippetValue {
  value: string;
  matchLevel: MatchLevel;
}

export interface SearchHit extends SearchRecord {
  _highlightResult: { hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>; content?: HighlightValue };
  _snippetResult: { hierarchy: Partial<Record<HierarchyLevel, SnippetValue>>; content?: SnippetValue };
}

export interface SearchResult {
  hits: SearchHit[];
  /** How many records match in all, not only on this page. */
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  index: string;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  facets?: Record<string, Record<string, number>>;
  /** Local index only: for a query that found nothing, the nearest query the docs can answer. */
  suggestion?: string;
}

export interface SearchResponse {
  results: SearchResult[];
}

export interface SearchClient {
  search(parameters: { requests: readonly SearchRequest[] }): Promise<SearchResponse>;
}

/**
 * The failure DocSearch turns into its "Unable to fetch results" screen: it checks for the
 * name of Algolia's error for "no server answered", so a failed index download uses it too.
 */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}
