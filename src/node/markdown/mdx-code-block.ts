import type { ProblemList } from './errors.js';
import { describeJsxValue, JsLiteralError, parseJsLiteral } from './jsx-parse.js';
import { checkAttributes, indentLike, openTag, textAfterCloser, textAttribute } from './mdx-elements.js';

const ATTRIBUTES = ['language', 'title', 'showLineNumbers', 'metastring', 'className'];
const CLOSER = '</CodeBlock>';

/**
 * `<CodeBlock language="scala" title="…">{`…`}</CodeBlock>` (Docusaurus's `@theme/CodeBlock`)
 * as the fenced block it renders, shown as written: mdoc never sees it.
 * Its code is a string in braces; code that computes it (an imported file) is reported. Returns
 * the index of its `</CodeBlock>` line. Throws only when the opening tag cannot be read.
 */
export function translateCodeBlock(
  lines: readonly string[],
  start: number,
  firstLine: number,
  out: string[],
  problems: ProblemList,
): number {
  const { tag, lastLine, rest } = openTag(lines, start, firstLine, 'CodeBlock', problems);
  const line = firstLine + start;
  let end = lastLine;
  while (end < lines.length && !(end === lastLine ? rest : lines[end]!).includes(CLOSER)) end += 1;
  if (end === lines.length) {
    problems.report(`<CodeBlock> is never closed: end its code with ${CLOSER}.`, line);
    out[start] = '';
    return start;
  }
  const closing = end === lastLine ? rest : lines[end]!;
  if (closing.slice(closing.indexOf(CLOSER) + CLOSER.length).trim() !== '')
    problems.report(textAfterCloser(CLOSER), firstLine + end);
  const content = [
    ...(end === lastLine ? [] : [rest, ...lines.slice(lastLine + 1, end)]),
    closing.slice(0, closing.indexOf(CLOSER)),
  ]
    .join('\n')
    .trim();

  checkAttributes(tag, ATTRIBUTES, line, problems);
  const language =
    textAttribute(tag, 'language', line, problems) ??
    /(?:^|\s)language-(\S+)/.exec(textAttribute(tag, 'className', line, problems) ?? '')?.[1];
  const title = textAttribute(tag, 'title', line, problems);
  const metastring = textAttribute(tag, 'metastring', line, problems);
  const numbers = tag.attributes.get('showLineNumbers');
  if (numbers !== undefined && typeof numbers !== 'boolean' && typeof numbers !== 'number') {
    problems.report(
      `<CodeBlock> showLineNumbers=${describeJsxValue(numbers)}: expected showLineNumbers alone, or the first line's number, as in showLineNumbers={10}.`,
      line,
    );
  }
  const code = codeOf(content, (reason) => problems.report(reason, line));
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const info = [
    language,
    title === undefined ? undefined : title.includes('"') ? `title='${title}'` : `title="${title}"`,
    numbers === true ? 'showLineNumbers' : typeof numbers === 'number' ? `showLineNumbers=${numbers}` : undefined,
    metastring,
  ].filter((part) => part !== undefined && part !== '');
  out[start] = [`${fence}${info.join(' ')}`, ...(code === '' ? [] : [code]), fence].join('\n');
  out.fill('', start + 1, end + 1);
  indentLike(lines, start, end, out);
  return end;
}

/** The code a `{`…`}` child holds; empty, and reported, when it is not a string. */
function codeOf(content: string, report: (reason: string) => void): string {
  const braced = /^\{([\s\S]*)\}$/.exec(content);
  let value: unknown;
  try {
    value = braced === null ? undefined : parseJsLiteral(braced[1]!);
  } catch (error) {
    if (!(error instanceof JsLiteralError)) throw error;
  }
  if (typeof value === 'string') return value.replace(/^\n/, '').replace(/\s+$/, '');
  const shown = content.length > 40 ? `${content.slice(0, 40)}…` : content;
  report(
    `<CodeBlock> holds "${shown}", which is not its code as a string: write it in braces and backticks, as in {\`val x = 1\`}, or use a fenced code block.`,
  );
  return '';
}
