import { stem } from './stem';
import { dottedNames, tokenize } from './text';

/** Words that carry no topic: "how do I catch an error" is about "catch" and "error". */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
    'me my of on or should so than that the their them then there these they this to use used using was we what ' +
    'when where which who why will with would you your about any some get make way want need'
  ).split(' '),
);

/** One word of the query and the index terms that stand for it. */
export interface QueryGroup {
  /** The word as typed, lower-cased. */
  word: string;
  /** The word, its stem and its synonyms with their stems. */
  alternatives: string[];
  /** The word and its stem: a match on one of them outweighs a synonym. */
  own: string[];
}

/** Synonyms by word: each word of a group of site.yaml's `search.synonyms` maps to the whole group. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;

export function synonymMap(groups: ReadonlyArray<readonly string[]>): Synonyms {
  const map = new Map<string, string[]>();
  for (const group of groups) {
    const words = group.map((word) => word.toLowerCase());
    for (const word of words) map.set(word, [...new Set([...(map.get(word) ?? []), ...words])]);
  }
  return map;
}

/**
 * The query's words as groups: stop words are dropped (unless the query has nothing else), and
 * each remaining word may be found as itself, its stem or a synonym.
 */
export function queryGroups(query: string, synonyms: Synonyms = new Map()): QueryGroup[] {
  const words = tokenize(query).map((word) => word.toLowerCase());
  const meaningful = words.filter((word) => !STOPWORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).map((word) => {
    const related = synonyms.get(word) ?? synonyms.get(stem(word)) ?? [word];
    return {
      word,
      alternatives: [...new Set([word, ...related].flatMap((term) => [term, stem(term)]))],
      own: [...new Set([word, stem(word)])],
    };
  });
}

/** A dotted name of the query, lower-cased, which the records that name it whole rank by. */
export interface QueryName {
  name: string;
  /** It ends the query, so the visitor may still be typing it: it matches as a prefix. */
  last: boolean;
}

/** The dotted names of the query (`Fx.pureOf` as `fx.pureof`); their words are groups of their own too. */
export function queryNames(query: string): QueryName[] {
  const names = dottedNames(query);
  const end = query.trimEnd().toLowerCase();
  return names.map((written, index) => {
    const name = written.toLowerCase();
    return { name, last: index === names.length - 1 && end.endsWith(name) };
  });
}
