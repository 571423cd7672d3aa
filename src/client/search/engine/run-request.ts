import { HIERARCHY_LEVELS, type HierarchyLevel } from '../../../shared/search/records';
import type {
  HighlightValue,
  SearchHit,
  SearchRequest,
  SearchResult,
  SnippetValue,
} from '../../../shared/search/protocol';
import { countFacets, matchesFacetFilters } from './facet-filters';
import { highlight, snippet, type HighlightTags, type MatchedTerms } from './highlight';
import { compareMatches, type EngineMatch, type LocalEngine } from './local-engine';
import { inSection, readerSection } from './reader-section';

const FACET_ATTRIBUTES = ['language', 'version'];
const OLDER_VERSION_WEIGHT = 0.6;
const DEFAULT_SNIPPET_WORDS = 15;

/** `content:15` and `hierarchy.lvl1:15` as attribute and word count. */
function snippetWords(request: SearchRequest): Map<string, number> {
  const words = new Map<string, number>();
  for (const entry of request.attributesToSnippet ?? []) {
    const [attribute, count] = entry.split(':');
    if (attribute) words.set(attribute, Number(count) || DEFAULT_SNIPPET_WORDS);
  }
  return words;
}

function formatHit(match: EngineMatch, tags: HighlightTags, words: Map<string, number>): SearchHit {
  const { record } = match;
  const terms: MatchedTerms = {
    queryTerms: match.queryTerms,
    documentTerms: new Set(match.documentTerms),
    prefixLast: true,
  };
  const highlightHierarchy: Partial<Record<HierarchyLevel, HighlightValue>> = {};
  const snippetHierarchy: Partial<Record<HierarchyLevel, SnippetValue>> = {};
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    const highlighted = highlight(text, terms, tags);
    highlightHierarchy[level] = highlighted;
    // DocSearch shows the raw attribute when a snippet is missing: every level gets one.
    const count = words.get(`hierarchy.${level}`);
    snippetHierarchy[level] =
      count === undefined
        ? { value: highlighted.value, matchLevel: highlighted.matchLevel }
        : snippet(text, count, terms, tags);
  }
  const hit: SearchHit = {
    ...record,
    _highlightResult: { hierarchy: highlightHierarchy },
    _snippetResult: { hierarchy: snippetHierarchy },
  };
  if (record.content !== null) {
    hit._highlightResult.content = highlight(record.content, terms, tags);
    hit._snippetResult.content = snippet(record.content, words.get('content') ?? DEFAULT_SNIPPET_WORDS, terms, tags);
  }
  return hit;
}

function facetAttributes(request: SearchRequest): string[] {
  const facets = request.facets ?? [];
  return facets.includes('*') ? FACET_ATTRIBUTES : facets.filter((facet) => FACET_ATTRIBUTES.includes(facet));
}

/** The nearest query that does find records within the request's filters, if there is one. */
function suggestionFor(
  engines: readonly LocalEngine[],
  query: string,
  request: SearchRequest,
): { suggestion?: string } {
  for (const engine of engines) {
    const suggestion = engine.suggest(query);
    if (suggestion === undefined) continue;
    if (engine.match(suggestion).some((match) => matchesFacetFilters(match.record, request.facetFilters)))
      return { suggestion };
  }
  return {};
}

/**
 * The best `max` matches of each top sidebar category, in their order: what the modal shows of
 * each group, so that a page of hits reaches the groups after the first.
 */
function firstOfEachGroup(matches: readonly EngineMatch[], max: number): EngineMatch[] {
  const counts = new Map<string, number>();
  return matches.filter(({ record }) => {
    const count = counts.get(record.hierarchy.lvl0) ?? 0;
    counts.set(record.hierarchy.lvl0, count + 1);
    return count < max;
  });
}

/** Answers one request from the engines of the versions it may match, as Algolia would. */
export function runRequest(engines: readonly LocalEngine[], request: SearchRequest): SearchResult {
  const started = performance.now();
  const query = request.query ?? '';
  // Algolia's optionalWords: words the records may lack. The local engine knows all or none.
  const anyWord = Array.isArray(request.optionalWords) && request.optionalWords.length > 0;
  // Across versions, the newest (listed first) comes first unless an older one matches better;
  // the standalone pages, of no version, weigh as the newest.
  const matches = engines
    .flatMap((engine, order) =>
      engine
        .match(query, { anyWord, partial: request.partial === true })
        .map((match) =>
          order === 0 || match.record.version.length === 0
            ? match
            : { ...match, score: match.score * OLDER_VERSION_WEIGHT },
        ),
    )
    .filter((match) => matchesFacetFilters(match.record, request.facetFilters));
  // The reader's own section first, as Algolia ranks optional filters: after the words and
  // typos, before the text's score. Hits from elsewhere follow; none is dropped.
  const section = readerSection(engines, request.readerPage);
  if (section) {
    const own = (match: EngineMatch) => (inSection(match.record, section) ? 1 : 0);
    matches.sort(
      (a, b) => b.wordsMatched - a.wordsMatched || a.typos - b.typos || own(b) - own(a) || compareMatches(a, b),
    );
  } else if (engines.length > 1) matches.sort(compareMatches);
  const hitsPerPage = Math.max(0, Math.min(1000, request.hitsPerPage ?? 20));
  const page = Math.max(0, request.page ?? 0);
  const tags: HighlightTags = {
    pre: request.highlightPreTag ?? '<em>',
    post: request.highlightPostTag ?? '</em>',
    ellipsis: request.snippetEllipsisText ?? '…',
  };
  const words = snippetWords(request);
  const listed = request.maxHitsPerGroup === undefined ? matches : firstOfEachGroup(matches, request.maxHitsPerGroup);
  const hits = listed.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((match) => formatHit(match, tags, words));
  const attributes = facetAttributes(request);
  return {
    hits,
    nbHits: matches.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(listed.length / hitsPerPage),
    hitsPerPage,
    index: request.indexName,
    query,
    params: '',
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    ...(matches.length === 0 && query.trim() !== '' && request.partial !== true
      ? suggestionFor(engines, query, request)
      : {}),
    ...(attributes.length > 0
      ? {
          facets: countFacets(
            matches.map((match) => match.record),
            attributes,
          ),
        }
      : {}),
  };
}
