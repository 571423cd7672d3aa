import { codeFenceTracker } from './code-fences.js';
import { MarkdownSyntaxError, type ProblemList } from './errors.js';
import { describeJsxValue, JsxTagError, parseJsxTag, type JsxTag, type JsxValue } from './jsx-parse.js';

/**
 * Reading the elements of an MDX page line by line: where a tag opens and closes, its attributes
 * as text. A mistake that leaves the element readable is reported and read past; one that does
 * not (a tag that never ends) is thrown, and the caller reads the line as text.
 */
export interface OpenTag {
  tag: JsxTag;
  /** Index of the tag's last line. */
  lastLine: number;
  /** What follows the tag on its last line. */
  rest: string;
}

/** The tag opening on line `index` (it may span lines). */
export function openTag(
  lines: readonly string[],
  index: number,
  firstLine: number,
  expected: string,
  problems: ProblemList,
): OpenTag {
  const text = lines.slice(index).join('\n').trimStart();
  let tag: JsxTag | undefined;
  try {
    tag = parseJsxTag(text);
  } catch (error) {
    if (error instanceof JsxTagError) throw new MarkdownSyntaxError(`${error.message}.`, firstLine + index);
    throw error;
  }
  if (tag === undefined || tag.name !== expected)
    throw new MarkdownSyntaxError(`<${expected}> is never closed with ">".`, firstLine + index);
  const lastLine = index + text.slice(0, tag.length).split('\n').length - 1;
  const rest = text.slice(tag.length).split('\n')[0]!.trim();
  if (tag.selfClosing)
    throw new MarkdownSyntaxError(
      `<${expected} /> is empty: give it content and a closing </${expected}>.`,
      firstLine + index,
    );
  // What follows a tag on its line is content only where the element's content may share it.
  if (rest !== '' && expected !== 'TabItem' && expected !== 'CodeBlock') {
    problems.report(
      `<${expected}> has text after it on its line: start its content on the next line.`,
      firstLine + lastLine,
    );
    return { tag, lastLine, rest: '' };
  }
  return { tag, lastLine, rest };
}

export interface Closing {
  /** Index of the closing line; `limit` when the element is never closed. */
  index: number;
  /** Content before the closing tag on its line (a `<TabItem>`'s last words may share it). */
  before: string;
}

/**
 * The line closing the element opened on `start`, counting nested ones of its name, searched
 * from `from` up to (not including) `limit`. An element never closed is reported and taken to
 * end at `limit`, as MDX reads it, so what it holds is still checked.
 */
export function closingLine(
  lines: readonly string[],
  start: number,
  from: number,
  name: string,
  firstLine: number,
  problems: ProblemList,
  limit = lines.length,
): Closing {
  const opener = new RegExp(`^\\s*<${name}(?:[\\s>/]|$)`);
  const closer = `</${name}>`;
  let depth = 0;
  const inCode = codeFenceTracker();
  for (let index = from; index < limit; index++) {
    const line = lines[index]!;
    if (inCode(line)) continue;
    if (opener.test(line)) depth += 1;
    if (!line.includes(closer)) continue;
    if (depth > 0) {
      depth -= 1;
      continue;
    }
    const [before = '', after = ''] = line.split(closer);
    if (after.trim() !== '') problems.report(textAfterCloser(closer), firstLine + index);
    if (before.trim() !== '' && name !== 'TabItem') {
      problems.report(`${closer} shares its line with content: put it on a line of its own.`, firstLine + index);
      return { index, before: '' };
    }
    return { index, before: before.trim() === '' ? '' : before };
  }
  problems.report(`<${name}> is never closed: add a line containing only ${closer}.`, firstLine + start);
  return { index: limit, before: '' };
}

export function textAfterCloser(closer: string): string {
  return `${closer} has text after it on its line: start what follows on the next line.`;
}

/** The attribute as text; undefined when absent, or reported and undefined when it is not text. */
export function textAttribute(tag: JsxTag, attribute: string, line: number, problems: ProblemList): string | undefined {
  const value = tag.attributes.get(attribute);
  if (value === undefined) return undefined;
  const problem = textProblem(`<${tag.name}> ${attribute}`, value, attribute);
  if (problem === undefined) return value as string;
  problems.report(problem, line);
  return undefined;
}

/** What is wrong with `value` as a text attribute, or undefined when nothing is. */
function textProblem(where: string, value: JsxValue, attribute: string): string | undefined {
  if (typeof value === 'object')
    return `${where}=${describeJsxValue(value)} is code, which this site does not evaluate: write a string, as in ${attribute}="…".`;
  if (typeof value !== 'string')
    return `${where}=${describeJsxValue(value)}: expected a string, as in ${attribute}="…".`;
  if (/["}]/.test(value)) return `${where}="${value}": a value may not contain " or }.`;
  return undefined;
}

/** Reports each attribute of `tag` this site does not read, naming those it reads. */
export function checkAttributes(tag: JsxTag, allowed: readonly string[], line: number, problems: ProblemList): void {
  for (const [attribute, value] of tag.attributes) {
    if (!allowed.includes(attribute))
      problems.report(
        `<${tag.name}> ${attribute}=${describeJsxValue(value)}: this site reads only ${orList(allowed)} on <${tag.name}>; remove it.`,
        line,
      );
  }
}

/**
 * The element opening on `start`, up to its closing line: its tag, the index of the opening tag's
 * last line and of the closing line, and the page's line of the opening tag. Throws only when the
 * opening tag cannot be read.
 */
export function openElement(
  lines: readonly string[],
  start: number,
  firstLine: number,
  name: string,
  problems: ProblemList,
) {
  const { tag, lastLine } = openTag(lines, start, firstLine, name, problems);
  return {
    tag,
    lastLine,
    end: closingLine(lines, start, lastLine + 1, name, firstLine, problems).index,
    line: firstLine + start,
  };
}

export const orList = (words: readonly string[]) => `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** MDX reads the content of a component without the indentation it shares. */
export function dedent(lines: readonly string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^\s*/.exec(line)![0].length);
  const indent = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(Math.min(indent, /^\s*/.exec(line)![0].length)));
}

/** Plain text as the inline Markdown of a directive's `[label]`. */
export function escapeLabel(label: string): string {
  return label.replace(/[\\[\]*_`<&]/g, (char) => `\\${char}`);
}

/** `out[start..end]` moved to the indentation of the element's first line, so it stays in its list item. */
export function indentLike(lines: readonly string[], start: number, end: number, out: string[]): void {
  const indent = /^\s*/.exec(lines[start]!)![0];
  if (indent === '') return;
  for (let index = start; index <= Math.min(end, out.length - 1); index++)
    out[index] = out[index]!.replace(/^(?=.)/gm, indent);
}
