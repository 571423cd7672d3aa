import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import { HIERARCHY_LEVELS, recordTitle, type SearchRecord } from '../records';
import { indexTerms, tokenize } from './text';

export interface EngineMatch {
  record: SearchRecord;
  /** Position of the record in its index: the order of the docs, for ties. */
  position: number;
  score: number;
  /** How many of the visitor's words matched only with a typo. */
  typos: number;
  queryTerms: string[];
  /** Words of the record that matched, lower-cased. */
  documentTerms: string[];
}

export interface LocalEngine {
  readonly records: readonly SearchRecord[];
  /**
   * Every record the query matches, best first; every record for an empty query. Records must
   * have every word, or with `anyWord` at least one (for questions in Ask mode).
   */
  match(query: string, options?: { anyWord?: boolean }): EngineMatch[];
}

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

/** Typo tolerance as Algolia's defaults: one typo from 4 letters, two from 8. */
const fuzzy = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

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

function countTypos(result: MiniResult, queryTerms: readonly string[]): number {
  const matched = Object.keys(result.match);
  const last = queryTerms.length - 1;
  return queryTerms.filter((term, index) => !matched.some((word) => word === term || (index === last && word.startsWith(term)))).length;
}

/** A MiniSearch index over one version's records, with prefix search on the last word and typo tolerance. */
export function createLocalEngine(records: readonly SearchRecord[]): LocalEngine {
  const index = new MiniSearch<IndexedRecord>({
    fields: ['title', 'parents', 'content'],
    tokenize,
    processTerm: indexTerms,
    searchOptions: {
      tokenize,
      processTerm: (term) => term.toLowerCase(),
      boost: BOOST,
      prefix: (_term, position, terms) => position === terms.length - 1,
      fuzzy,
      combineWith: 'AND',
    },
  });
  index.addAll(records.map(toIndexed));
  // A whole word of a heading beats the same word inside an identifier: "fx" finds the page
  // "Fx" before "ConsoleFx", which BM25 alone would score the same.
  const titleWords = records.map((record) => new Set(tokenize(record.type === 'content' ? '' : recordTitle(record)).map((word) => word.toLowerCase())));
  const exactBonus = (id: number, queryTerms: readonly string[]) =>
    queryTerms.reduce((bonus, term) => (titleWords[id]!.has(term) ? bonus * EXACT_TITLE_WORD_BONUS : bonus), 1);

  return {
    records,
    match(query, options = {}) {
      const queryTerms = tokenize(query).map((term) => term.toLowerCase());
      if (queryTerms.length === 0) {
        return records.map((record, position) => ({ record, position, score: 0, typos: 0, queryTerms, documentTerms: [] }));
      }
      return index
        .search(query, options.anyWord ? { combineWith: 'OR' } : {})
        .map((result) => ({
          record: records[result.id as number]!,
          position: result.id as number,
          score: result.score * exactBonus(result.id as number, queryTerms),
          typos: countTypos(result, queryTerms),
          queryTerms,
          documentTerms: Object.keys(result.match),
        }))
        .sort(compareMatches);
    },
  };
}

/** Fewer typos first, as Algolia ranks; then the higher score; then the order of the docs. */
export function compareMatches(a: EngineMatch, b: EngineMatch): number {
  return a.typos - b.typos || b.score - a.score || a.position - b.position;
}
