import { ADMONITION_KINDS, isAdmonitionKind } from './admonitions.js';
import type { ProblemList } from './errors.js';
import { checkAttributes, dedent, escapeLabel, indentLike, openElement, textAttribute } from './mdx-elements.js';
import type { TranslateBody } from './mdx-tabs.js';

const ATTRIBUTES = ['type', 'title', 'icon'];

/**
 * `<Admonition type="tip" title="…">` (Docusaurus's `@theme/Admonition`) as the `:::tip[…]`
 * block it renders; returns the index of its `</Admonition>` line. `icon` is dropped: each kind
 * has the site's own. Throws only when the opening tag cannot be read.
 */
export function translateAdmonition(
  lines: readonly string[],
  start: number,
  firstLine: number,
  out: string[],
  problems: ProblemList,
  translateBody: TranslateBody,
): number {
  const { tag, lastLine, end, line } = openElement(lines, start, firstLine, 'Admonition', problems);
  checkAttributes(tag, ATTRIBUTES, line, problems);
  const type = textAttribute(tag, 'type', line, problems);
  if (type === undefined && !tag.attributes.has('type'))
    problems.report('<Admonition> has no type: give it one, as in <Admonition type="note">.', line);
  if (type !== undefined && !isAdmonitionKind(type))
    problems.report(`<Admonition type="${type}">: expected one of ${ADMONITION_KINDS.join(', ')}.`, line);
  const kind = type !== undefined && isAdmonitionKind(type) ? type : 'note';
  const title = textAttribute(tag, 'title', line, problems);
  const body = translateBody(dedent(lines.slice(lastLine + 1, end)), firstLine + lastLine + 1);
  out[start] = `:::${kind}${title === undefined ? '' : `[${escapeLabel(title)}]`}`;
  out.fill('', start + 1, lastLine + 1);
  out.splice(lastLine + 1, body.length, ...body);
  if (end < lines.length) out[end] = ':::';
  else out[lines.length - 1] = `${out[lines.length - 1]}\n:::`;
  indentLike(lines, start, end, out);
  return end;
}
