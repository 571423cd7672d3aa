import MiniSearch, { type Query, type SearchResult as MiniResult } from 'minisearch';
import { HIERARCHY_LEVELS, recordTitle, type SearchRecord } from '../../../shared/search/records';
import { queryGroups, queryNames, type QueryGroup, type QueryName, type Synonyms } from './query-terms';
import { editDistance } from './edit-distance';
import { indexTerms, indexTokens, tokenize, wordSpans } from './text';

export interface EngineMatch {
  record: SearchRecord;
  /** Position of the record in its index: the order of the docs, for ties. */
  position: number;
  score: number;
  /** How many of the visitor's words matched only with a typo. */
  typos: number;
  /**
   * How many of the visitor's words (stop words aside) the record has, in some form; a dotted
   * name of the query that the record has whole counts as one more, so it ranks first.
   */
  wordsMatched: number;
  queryTerms: string[];
  /** Words of the record that matched, lower-cased. */
  documentTerms: string[];
}

export interface LocalEngine {
  readonly records: readonly SearchRecord[];
  /**
   * Every record the query matches, best first; every record for an empty query. Records must
   * have every word; when that finds fewer than a handful, or with `anyWord` (questions in Ask
   * mode), records with some of the words follow, those with more of them first.
   */
  match(query: string, options?: MatchOptions): EngineMatch[];
  /**
   * For a query that finds nothing: the query with each word the docs do not have replaced by
   * the nearest word they do have, as they spell it ("cacthNonFatl" -> "catchNonFatal").
   */
  suggest(query: string): string | undefined;
}

export interface MatchOptions {
  /** Records with some of the words count as well as those with all (questions in Ask mode). */
  anyWord?: boolean;
  /**
   * Searches the part of the index built so far, at least every heading (they are indexed
   * first), rather than build the rest first: first results while the paragraphs are indexed.
   */
  partial?: boolean;
}

export interface EngineOptions {
  /** Words that find each other (site.yaml `search.synonyms`). */
  synonyms?: Synonyms;
}

/** Below this many records with every word, records with some of the words are added. */
export const MIN_ALL_WORDS_RESULTS = 5;

interface IndexedRecord {
  id: number;
  /** The record's own heading; empty for a paragraph. */
  title: string;
  /** The headings above the record, so that "construct pure" finds "pure" on the Construct page. */
  parents: string;
  content: string;
}

/**
 * Headings weigh most, then body text; the headings a paragraph sits under count a little, so a
 * word in the page title alone does not bury the sections about it.
 */
const BOOST = { title: 4, content: 1, parents: 0.4 };

const EXACT_TITLE_WORD_BONUS = 1.5;
const SYNONYM_WEIGHT = 0.3;

/** One typo from 5 letters, two from 9; none below, so short API names such as Fx match exactly. */
export const typoBudget = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

function toIndexed(record: SearchRecord, id: number): IndexedRecord {
  const ownLevel = record.type === 'content' ? HIERARCHY_LEVELS.length : HIERARCHY_LEVELS.indexOf(record.type);
  const parents = HIERARCHY_LEVELS.slice(0, ownLevel)
    .map((level) => record.hierarchy[level])
    .filter((text): text is string => !!text);
  return {
    id,
    title: record.type === 'content' ? '' : recordTitle(record),
    parents: parents.join(' '),
    content: record.content ?? '',
  };
}

/** Of the query's groups, those the record has at all, and those it has without a typo. */
function groupsFound(result: MiniResult, groups: readonly QueryGroup[]): { matched: number; exact: number } {
  const documentTerms = Object.keys(result.match);
  const last = groups.length - 1;
  let matched = 0;
  let exact = 0;
  groups.forEach((group, index) => {
    if (!group.alternatives.some((term) => result.queryTerms.includes(term))) return;
    matched++;
    if (
      documentTerms.some((word) =>
        group.alternatives.some((term) => word === term || (index === last && word.startsWith(term))),
      )
    )
      exact++;
  });
  return { matched, exact };
}

/** Of the query's dotted names, those the record has whole (the one being typed, as a prefix). */
function namesFound(result: MiniResult, names: readonly QueryName[]): number {
  const documentTerms = Object.keys(result.match);
  return names.filter(({ name, last }) =>
    documentTerms.some((term) => term === name || (last && term.startsWith(name))),
  ).length;
}

/**
 * The words as one MiniSearch query: each word one of its forms, the last also as a prefix. A
 * dotted name's words find the records; the name whole is an alternative that only the records
 * naming it have (see namesFound), so that `Fx.pureOf` ranks them above those with "Fx" and
 * "pureOf" apart.
 */
function groupQuery(groups: readonly QueryGroup[], names: readonly QueryName[], combineWith: 'AND' | 'OR'): Query {
  const words: Query = {
    combineWith,
    queries: groups.map((group, index) => ({
      combineWith: 'OR',
      queries: group.alternatives,
      prefix: index === groups.length - 1,
      fuzzy: typoBudget(group.word),
      // A synonym finds the record, but the word itself ranks it higher.
      boostTerm: (term: string) => (group.own.includes(term) ? 1 : SYNONYM_WEIGHT),
    })),
  };
  if (names.length === 0) return words;
  const whole: Query = {
    combineWith: 'OR',
    queries: names.map(({ name, last }) => ({
      queries: [name],
      tokenize: (text: string) => [text],
      prefix: last,
      fuzzy: false,
    })),
  };
  return { combineWith: 'OR', queries: [words, whole] };
}

/** An engine whose index is being built: a search completes it first. */
export interface EngineBuild {
  readonly engine: LocalEngine;
  /** Indexes up to `count` more records; true once every record is indexed. */
  step(count: number): boolean;
}

/** A MiniSearch index over one version's records, with prefix search on the last word, stems, synonyms and typo tolerance. */
export function createLocalEngine(records: readonly SearchRecord[], options: EngineOptions = {}): LocalEngine {
  const build = startLocalEngine(records, options);
  build.step(records.length);
  return build.engine;
}

/**
 * The engine, with its index built step by step, so that the build can use the browser's idle
 * moments without a long task; a search that comes first builds the rest at once.
 */
export function startLocalEngine(records: readonly SearchRecord[], options: EngineOptions = {}): EngineBuild {
  // The docs repeat a small vocabulary (about 1,500 words in 50,000): each word's terms are
  // worked out once, which halves the time to build the index.
  const termsOf = new Map<string, string[]>();
  const index = new MiniSearch<IndexedRecord>({
    fields: ['title', 'parents', 'content'],
    tokenize: indexTokens,
    processTerm: (word) => termsOf.get(word) ?? termsOf.set(word, indexTerms(word)).get(word)!,
    searchOptions: {
      tokenize,
      processTerm: (term) => term.toLowerCase(),
      boost: BOOST,
      prefix: false,
      fuzzy: false,
      combineWith: 'AND',
    },
  });
  // Headings first: they are few (about one record in seven) and find most first results, so a
  // partial search can answer once they are in, while the paragraphs are still being indexed.
  const order = records.map((_, position) => position);
  const headings = order.filter((position) => records[position]!.type !== 'content');
  const paragraphs = order.filter((position) => records[position]!.type === 'content');
  const buildOrder = [...headings, ...paragraphs];
  let indexed = 0;
  const step = (count: number) => {
    const end = Math.min(records.length, indexed + count);
    for (; indexed < end; indexed++) {
      const position = buildOrder[indexed]!;
      index.add(toIndexed(records[position]!, position));
    }
    return indexed === records.length;
  };
  const complete = () => void step(records.length);
  const headingsIndexed = () => void step(Math.max(0, headings.length - indexed));
  // A whole word of a heading beats the same word inside an identifier: "fx" finds the page
  // "Fx" before "ConsoleFx", which BM25 alone would score the same.
  const titleWords = records.map(
    (record) =>
      new Set(tokenize(record.type === 'content' ? '' : recordTitle(record)).map((word) => word.toLowerCase())),
  );
  const exactBonus = (id: number, queryTerms: readonly string[]) =>
    queryTerms.reduce((bonus, term) => (titleWords[id]!.has(term) ? bonus * EXACT_TITLE_WORD_BONUS : bonus), 1);

  // Only a query that finds nothing needs the vocabulary, so it is built then, once.
  let vocabulary: ReturnType<typeof spellings> | undefined;
  const hasWord = (word: string) => index.search({ queries: [word], prefix: true, fuzzy: typoBudget(word) }).length > 0;

  const engine: LocalEngine = {
    records,
    suggest(query) {
      complete();
      let changed = false;
      let suggestion = '';
      let cursor = 0;
      // Word by word, keeping what stands between them: "Fx.pureOff" becomes "Fx.pureOf".
      for (const { word, start, end } of wordSpans(query)) {
        let nearest: string | undefined;
        if (word.length >= 3 && !hasWord(word)) {
          vocabulary ??= spellings(records);
          nearest = nearestWord(word.toLowerCase(), vocabulary);
        }
        if (nearest !== undefined) changed = true;
        suggestion += query.slice(cursor, start) + (nearest ?? word);
        cursor = end;
      }
      return changed ? (suggestion + query.slice(cursor)).trim() : undefined;
    },
    match(query, matchOptions = {}) {
      if (matchOptions.partial) headingsIndexed();
      else complete();
      const groups = queryGroups(query, options.synonyms);
      const names = queryNames(query);
      const queryTerms = groups.map((group) => group.word);
      if (groups.length === 0) {
        return records.map((record, position) => ({
          record,
          position,
          score: 0,
          typos: 0,
          wordsMatched: 0,
          queryTerms,
          documentTerms: [],
        }));
      }
      let results = index.search(groupQuery(groups, names, matchOptions.anyWord ? 'OR' : 'AND'));
      if (!matchOptions.anyWord && groups.length > 1 && results.length < MIN_ALL_WORDS_RESULTS) {
        // A question rarely has every word in one paragraph: the best partial matches follow.
        const found = new Set(results.map((result) => result.id));
        results = [
          ...results,
          ...index.search(groupQuery(groups, names, 'OR')).filter((result) => !found.has(result.id)),
        ];
      }
      return results
        .map((result) => {
          const { matched, exact } = groupsFound(result, groups);
          return {
            record: records[result.id as number]!,
            position: result.id as number,
            score: result.score * exactBonus(result.id as number, queryTerms),
            typos: matched - exact,
            wordsMatched: matched + namesFound(result, names),
            queryTerms,
            documentTerms: Object.keys(result.match),
          };
        })
        .sort(compareMatches);
    },
  };
  return { engine, step };
}

/** Each word of the records (3 letters or more), lower-cased, with how the docs spell it most often. */
function spellings(records: readonly SearchRecord[]): Map<string, { spelling: string; count: number }> {
  const counts = new Map<string, Map<string, number>>();
  for (const record of records) {
    for (const word of tokenize(`${recordTitle(record)} ${record.content ?? ''}`)) {
      if (word.length < 3) continue;
      const forms = counts.get(word.toLowerCase()) ?? new Map<string, number>();
      forms.set(word, (forms.get(word) ?? 0) + 1);
      counts.set(word.toLowerCase(), forms);
    }
  }
  return new Map(
    [...counts].map(([lower, forms]) => {
      const [spelling] = [...forms].sort((a, b) => b[1] - a[1])[0]!;
      return [lower, { spelling, count: [...forms.values()].reduce((sum, n) => sum + n, 0) }];
    }),
  );
}

/** The docs' word closest to `word`: at most a third of its letters changed, the more common on a tie. */
function nearestWord(
  word: string,
  vocabulary: ReadonlyMap<string, { spelling: string; count: number }>,
): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: { spelling: string; distance: number; count: number } | undefined;
  for (const [candidate, { spelling, count }] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = editDistance(word, candidate);
    if (distance > limit) continue;
    if (best === undefined || distance < best.distance || (distance === best.distance && count > best.count))
      best = { spelling, distance, count };
  }
  return best?.spelling;
}

/** More of the visitor's words first; then fewer typos, as Algolia ranks; then the higher score; then the order of the docs. */
export function compareMatches(a: EngineMatch, b: EngineMatch): number {
  return b.wordsMatched - a.wordsMatched || a.typos - b.typos || b.score - a.score || a.position - b.position;
}
