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
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
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
 * A camelCase identifier such as `pureOf` is indexed whole and by its parts, so that a visitor
 * finds it by typing "pureof", "pure" or "of"; each word also by its stem ("handling" as "handl").
 * A dotted name is indexed whole only: its words are tokens of their own.
 */
export function indexTerms(word: string): string[] {
  const lower = word.toLowerCase();
  if (word.includes('.')) return [lower];
  const parts = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u).map((part) => part.toLowerCase());
  const words = parts.length > 1 ? [lower, ...parts] : [lower];
  return [...new Set(words.flatMap((term) => [term, stem(term)]))];
}
