import { stem } from './stem';

/** Words are runs of letters and digits; everything else (spaces, punctuation, symbols) splits them. */
const WORD = /[\p{L}\p{N}]+/gu;

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

/** The words of a text with their offsets, so that highlighting can mark them in place. */
export function wordSpans(text: string): WordSpan[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Words joined by dots, such as `effectie.syntax.fx` or `Fx.pureOf`: the way Scala names things. */
const DOTTED_NAME = /[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)+/gu;

/** The dotted names of a text, as written. */
export function dottedNames(text: string): string[] {
  return text.match(DOTTED_NAME) ?? [];
}

/**
 * What a text is indexed by: its words, and each dotted name whole as well, so that a query
 * naming it (`Fx.pureOf`) ranks the text that names it above those with the words apart.
 */
export function indexTokens(text: string): string[] {
  const names = dottedNames(text);
  const words = tokenize(text);
  return names.length === 0 ? words : [...words, ...names];
}

/**
 * Where a camelCase identifier's words begin: after a small letter or digit ("pure|Of"), and at
 * the last capital of a run of capitals that starts a word ("IO|App", "Either|T|Support").
 */
const PART_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** Runs longer than this many parts are found by the whole word only: the count stays linear. */
const MAX_RUN_PARTS = 4;

/**
 * A word and, for a camelCase identifier, each run of consecutive parts, with their offsets in
 * the word: a reader may type any of them as one word ("EitherT" or "Support" for
 * `EitherTSupport`, "nonFatal" for `catchNonFatalEither`).
 */
export function wordRuns(word: string): WordSpan[] {
  const whole = { word, start: 0, end: word.length };
  const parts = word.split(PART_BOUNDARY);
  if (parts.length === 1) return [whole];
  const starts = parts.map((_, index) => parts.slice(0, index).join('').length);
  const runs: WordSpan[] = [whole];
  for (let first = 0; first < parts.length; first++) {
    for (let last = first; last < Math.min(parts.length, first + MAX_RUN_PARTS); last++) {
      if (first === 0 && last === parts.length - 1) continue;
      const start = starts[first]!;
      const end = starts[last]! + parts[last]!.length;
      runs.push({ word: word.slice(start, end), start, end });
    }
  }
  return runs;
}

/**
 * What a word is indexed by: itself and, for a camelCase identifier, its runs of parts (see
 * wordRuns), so that a visitor finds `pureOf` by typing "pureof", "pure" or "of"; each also by
 * its stem ("handling" as "handl"). A dotted name is indexed whole only: its words are tokens of
 * their own.
 */
export function indexTerms(word: string): string[] {
  if (word.includes('.')) return [word.toLowerCase()];
  return [...new Set(wordRuns(word).flatMap(({ word: run }) => [run.toLowerCase(), stem(run.toLowerCase())]))];
}
