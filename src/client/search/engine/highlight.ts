import type { HighlightValue, MatchLevel, SnippetValue } from '../../../shared/search/protocol';
import { editDistance } from './edit-distance';
import { stem } from './stem';
import { escapeHtml } from '../../../shared/text/html-entities';
import { wordRuns, wordSpans, type WordSpan } from './text';

export interface MatchedTerms {
  /** The visitor's words, lower-cased, in order. */
  queryTerms: readonly string[];
  /** Words of the index that matched in another form: a typo ("catch" for "cacth"), a stem or a synonym, lower-cased. */
  documentTerms: ReadonlySet<string>;
  /** Whether the last query word may match the start of a longer word. */
  prefixLast: boolean;
}

export interface HighlightTags {
  pre: string;
  post: string;
  ellipsis: string;
}

interface Mark {
  start: number;
  end: number;
  term: string;
}

/** A word and, for camelCase, each run of its parts, in place in the text: a query word may match any of them. */
const segments = (span: WordSpan): WordSpan[] =>
  wordRuns(span.word).map((run) => ({ word: run.word, start: span.start + run.start, end: span.start + run.end }));

function findMarks(text: string, terms: MatchedTerms): Mark[] {
  const marks: Mark[] = [];
  const last = terms.queryTerms.length - 1;
  for (const span of wordSpans(text)) {
    for (const segment of segments(span)) {
      const lower = segment.word.toLowerCase();
      terms.queryTerms.forEach((term, index) => {
        if (lower === term) marks.push({ start: segment.start, end: segment.end, term });
        else if (terms.prefixLast && index === last && lower.startsWith(term))
          marks.push({ start: segment.start, end: segment.start + term.length, term });
      });
      // A word of the index that matched with a typo; words that merely begin with a query word
      // matched by prefix and are marked above, up to the typed length.
      if (
        (terms.documentTerms.has(lower) || terms.documentTerms.has(stem(lower))) &&
        !terms.queryTerms.some((term) => lower.startsWith(term))
      ) {
        marks.push({ start: segment.start, end: segment.end, term: closestQueryTerm(lower, terms.queryTerms) });
      }
    }
  }
  return mergeMarks(marks);
}

/** The query word a typo-tolerant match stands for, so matchedWords names the visitor's word. */
function closestQueryTerm(documentTerm: string, queryTerms: readonly string[]): string {
  let best = queryTerms[0] ?? documentTerm;
  let bestDistance = Infinity;
  for (const term of queryTerms) {
    const distance = editDistance(term, documentTerm);
    if (distance < bestDistance) [best, bestDistance] = [term, distance];
  }
  return best;
}

function mergeMarks(marks: Mark[]): Mark[] {
  const sorted = [...marks].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Mark[] = [];
  for (const mark of sorted) {
    const previous = merged.at(-1);
    if (previous && mark.start <= previous.end) previous.end = Math.max(previous.end, mark.end);
    else merged.push({ ...mark });
  }
  return merged;
}

/** Escapes every piece of text[from, to) and wraps the marked ones in the tags. */
function render(text: string, marks: readonly Mark[], from: number, to: number, tags: HighlightTags): string {
  let html = '';
  let cursor = from;
  for (const mark of marks) {
    const start = Math.max(mark.start, from);
    const end = Math.min(mark.end, to);
    if (end <= start) continue;
    html += escapeHtml(text.slice(cursor, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    cursor = end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

function matchLevel(matched: ReadonlySet<string>, terms: MatchedTerms): MatchLevel {
  if (matched.size === 0) return 'none';
  return terms.queryTerms.every((term) => matched.has(term)) ? 'full' : 'partial';
}

export function highlight(text: string, terms: MatchedTerms, tags: HighlightTags): HighlightValue {
  const marks = findMarks(text, terms);
  const matched = new Set(marks.map((mark) => mark.term));
  return {
    value: render(text, marks, 0, text.length, tags),
    matchLevel: matchLevel(matched, terms),
    matchedWords: [...matched],
  };
}

/**
 * At most `words` words of the text around its first match, with the ellipsis where text was
 * cut. A little context is kept before the match so that it does not open the snippet.
 */
export function snippet(text: string, words: number, terms: MatchedTerms, tags: HighlightTags): SnippetValue {
  const marks = findMarks(text, terms);
  const spans = wordSpans(text);
  const matched = new Set(marks.map((mark) => mark.term));
  if (spans.length <= words)
    return { value: render(text, marks, 0, text.length, tags), matchLevel: matchLevel(matched, terms) };
  const firstMarked =
    marks.length === 0
      ? 0
      : Math.max(
          0,
          spans.findIndex((span) => span.end > marks[0]!.start),
        );
  const first = Math.max(0, Math.min(firstMarked - Math.floor(words / 4), spans.length - words));
  const last = first + words - 1;
  const from = first === 0 ? 0 : spans[first]!.start;
  const to = last >= spans.length - 1 ? text.length : spans[last]!.end;
  const visible = marks.filter((mark) => mark.end > from && mark.start < to);
  const value =
    (from > 0 ? escapeHtml(tags.ellipsis) : '') +
    render(text, visible, from, to, tags) +
    (to < text.length ? escapeHtml(tags.ellipsis) : '');
  return { value, matchLevel: matchLevel(new Set(visible.map((mark) => mark.term)), terms) };
}
