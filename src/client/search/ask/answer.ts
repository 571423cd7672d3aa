import { HIERARCHY_LEVELS } from '../../../shared/search/records';
import type { FacetFilter, FacetFilters, SearchClient, SearchHit } from '../../../shared/search/protocol';
import { STOPWORDS } from '../engine/query-terms';
import { tokenize } from '../engine/text';

interface Passage {
  /** The paragraph, word for word as the docs have it. */
  text: string;
  url: string;
  /** Where it is: category, page and section titles. */
  source: string[];
}

export interface Answer {
  question: string;
  keywords: string[];
  passages: Passage[];
  /** When no passage matches: the nearest question the docs can answer, from the engine's suggestion. */
  suggestion?: string;
}

const MAX_PASSAGES = 3;
const MAX_PER_PAGE = 2;

export function questionKeywords(question: string): string[] {
  const words = tokenize(question).map((word) => word.toLowerCase());
  return [...new Set(words.filter((word) => !STOPWORDS.has(word) && (word.length > 1 || /\d/.test(word))))];
}

const passageSource = (hit: SearchHit) =>
  HIERARCHY_LEVELS.map((level) => hit.hierarchy[level]).filter((title): title is string => !!title);

/**
 * The paragraphs that best answer: those containing the most of the question's words first,
 * then in the engine's order; never two copies of a text, at most two from one page.
 */
export function pickPassages(hits: readonly SearchHit[], limit = MAX_PASSAGES): Passage[] {
  const candidates = hits
    .map((hit, rank) => ({ hit, rank, words: hit._highlightResult.content?.matchedWords.length ?? 0 }))
    .filter(({ hit }) => typeof hit.content === 'string' && hit.content.trim() !== '')
    .sort((a, b) => b.words - a.words || a.rank - b.rank);
  const passages: Passage[] = [];
  const texts = new Set<string>();
  const perPage = new Map<string, number>();
  for (const { hit } of candidates) {
    const text = hit.content!.trim();
    const page = hit.url_without_anchor || hit.url.split('#')[0]!;
    if (texts.has(text) || (perPage.get(page) ?? 0) >= MAX_PER_PAGE) continue;
    texts.add(text);
    perPage.set(page, (perPage.get(page) ?? 0) + 1);
    passages.push({ text, url: hit.url, source: passageSource(hit) });
    if (passages.length === limit) break;
  }
  return passages;
}

/**
 * Only paragraphs can be quoted: without this, the headings that name a topic (every
 * `eitherTOf…` under "EitherTSupport") fill the hits and leave no passage. `type` is a facet of
 * the local index and of the DocSearch crawler's templates.
 */
const PARAGRAPHS_ONLY = 'type:content';

const facetList = (filters: FacetFilters | undefined): readonly FacetFilter[] =>
  filters === undefined ? [] : typeof filters === 'string' ? [filters] : filters;

interface AnswerScope {
  indexName: string;
  facetFilters: FacetFilters | undefined;
  /** The page the reader asks from: passages of its section come first (local index only). */
  readerPage?: string;
}

/**
 * Answers a question from the index alone: the passages are quoted, never rewritten, so the
 * answer cannot say anything the docs do not.
 */
export async function answerQuestion(question: string, client: SearchClient, scope: AnswerScope): Promise<Answer> {
  const keywords = questionKeywords(question);
  if (keywords.length === 0) return { question, keywords, passages: [] };
  const { results } = await client.search({
    requests: [
      {
        indexName: scope.indexName,
        query: keywords.join(' '),
        optionalWords: keywords,
        hitsPerPage: 30,
        attributesToSnippet: [],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        facetFilters: [...facetList(scope.facetFilters), PARAGRAPHS_ONLY],
        ...(scope.readerPage === undefined ? {} : { readerPage: scope.readerPage }),
      },
    ],
  });
  const passages = pickPassages(results[0]?.hits ?? []);
  const suggestion = passages.length === 0 ? results[0]?.suggestion : undefined;
  return { question, keywords, passages, ...(suggestion === undefined ? {} : { suggestion }) };
}
