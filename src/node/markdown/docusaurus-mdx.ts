import { codeFenceTracker } from './code-fences.js';
import { MarkdownSyntaxError } from './errors.js';
import { describeJsxValue, JsxTagError, parseJsxTag, type JsxTag, type JsxValue } from './jsx-tag.js';

export interface TranslatedMdx {
  source: string;
  /** The page line a line of `source` came from, so errors found in it name the page's line. */
  pageLine(line: number): number;
}

/**
 * The MDX of a Docusaurus page, written in this site's Markdown: `import … from '@theme/…'` lines
 * are dropped, and `<Tabs>` with its `<TabItem>`s becomes `::::tabs` with `:::tab` blocks, their
 * bodies unindented as MDX reads them. `<DocCardList />` and unknown components are left to the
 * renderer (./jsx-blocks.ts).
 */
export function translateDocusaurusMdx(page: string): TranslatedMdx {
  // Each entry stands for one page line; a tab whose content shares the lines of its tags takes more.
  const entries = translateLines(page.split('\n'), 1, true);
  const origin = entries.flatMap((entry, index) => entry.split('\n').map(() => index + 1));
  return { source: entries.join('\n'), pageLine: (line) => origin[line - 1] ?? line };
}

const ESM = /^(import|export)\b/;
// MDX has no HTML comments: pages write `{/* … */}`, which says nothing to readers.
const COMMENT_OPENER = /^\s*\{\s*\/\*/;
const COMMENT_CLOSER = /\*\/\s*\}\s*$/;
const TABS_OPENER = /^\s*<Tabs[\s>/]|^\s*<Tabs$/;
const TAB_ITEM_OPENER = /^\s*<TabItem[\s>/]|^\s*<TabItem$/;
const TABS_ATTRIBUTES = ['groupId', 'queryString', 'defaultValue', 'lazy'];
const TAB_ITEM_ATTRIBUTES = ['value', 'label', 'default'];
export const SUPPORTED_COMPONENTS = '<Tabs>, <TabItem> and <DocCardList />';

/** `lines` translated; `firstLine` is the page line of `lines[0]`. */
function translateLines(lines: readonly string[], firstLine: number, topLevel: boolean): string[] {
  const out = [...lines];
  const inCode = codeFenceTracker();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (inCode(line)) continue;
    if (COMMENT_OPENER.test(line)) {
      const end = commentEnd(lines, index, firstLine);
      out.fill('', index, end + 1);
      index = end;
    } else if (topLevel && ESM.test(line)) {
      const end = esmEnd(lines, index, firstLine);
      out.fill('', index, end + 1);
      index = end;
    } else if (TABS_OPENER.test(line)) {
      const end = translateTabs(lines, index, firstLine, out);
      index = end;
    } else if (TAB_ITEM_OPENER.test(line)) {
      throw new MarkdownSyntaxError('<TabItem> stands outside <Tabs>: put it inside a <Tabs> element.', firstLine + index);
    }
  }
  return out;
}

/** The last line of the MDX comment starting at `start`. */
function commentEnd(lines: readonly string[], start: number, firstLine: number): number {
  for (let index = start; index < lines.length; index++) {
    if (COMMENT_CLOSER.test(index === start ? lines[index]!.replace(COMMENT_OPENER, '') : lines[index]!)) return index;
  }
  throw new MarkdownSyntaxError('"{/*" opens a comment that is never closed: end it with "*/}".', firstLine + start);
}

/** The last line of the import or export starting at `start`; only `@theme/…` imports pass. */
function esmEnd(lines: readonly string[], start: number, firstLine: number): number {
  const line = lines[start]!;
  if (line.startsWith('export')) {
    throw new MarkdownSyntaxError(`"${line.trim()}" exports code, which this site does not run: write the page without MDX exports.`, firstLine + start);
  }
  for (let index = start; index < lines.length; index++) {
    const module = /(?:\bfrom\s*|^import\s*)(["'])([^"']*)\1\s*;?\s*$/.exec(lines[index]!)?.[2];
    if (module === undefined) continue;
    if (module.startsWith('@theme/')) return index;
    throw new MarkdownSyntaxError(
      `"${line.trim()}" imports "${module}", code which this site does not run: only imports from "@theme/…" are accepted (and dropped), for the components it renders itself, ${SUPPORTED_COMPONENTS}.`,
      firstLine + start,
    );
  }
  throw new MarkdownSyntaxError(`"${line.trim()}" never names the module it imports from.`, firstLine + start);
}

interface OpenTag {
  tag: JsxTag;
  /** Index of the tag's last line. */
  lastLine: number;
  /** What follows the tag on its last line. */
  rest: string;
}

/** The tag opening on line `index` (it may span lines). */
function openTag(lines: readonly string[], index: number, firstLine: number, expected: string): OpenTag {
  const text = lines.slice(index).join('\n').trimStart();
  let tag: JsxTag | undefined;
  try {
    tag = parseJsxTag(text);
  } catch (error) {
    if (error instanceof JsxTagError) throw new MarkdownSyntaxError(`${error.message}.`, firstLine + index);
    throw error;
  }
  if (tag === undefined || tag.name !== expected) throw new MarkdownSyntaxError(`<${expected}> is never closed with ">".`, firstLine + index);
  const lastLine = index + text.slice(0, tag.length).split('\n').length - 1;
  const rest = text.slice(tag.length).split('\n')[0]!.trim();
  if (rest !== '' && expected !== 'TabItem') {
    throw new MarkdownSyntaxError(`<${expected}> has text after it on its line: start its content on the next line.`, firstLine + lastLine);
  }
  if (tag.selfClosing) throw new MarkdownSyntaxError(`<${expected} /> is empty: give it content and a closing </${expected}>.`, firstLine + index);
  return { tag, lastLine, rest };
}

/**
 * The line closing the element opened on `start`, counting nested ones of its name, and the
 * content before the closing tag on it (a `<TabItem>`'s last words may share its line).
 */
function closingLine(lines: readonly string[], start: number, from: number, name: string, firstLine: number): { index: number; before: string } {
  const opener = new RegExp(`^\\s*<${name}(?:[\\s>/]|$)`);
  const closer = `</${name}>`;
  let depth = 0;
  const inCode = codeFenceTracker();
  for (let index = from; index < lines.length; index++) {
    const line = lines[index]!;
    if (inCode(line)) continue;
    if (opener.test(line)) depth += 1;
    if (line.includes(closer)) {
      if (depth > 0) {
        depth -= 1;
        continue;
      }
      const [before = '', after = ''] = line.split(closer);
      if (after.trim() !== '') throw textAfterCloser(closer, firstLine + index);
      if (before.trim() !== '' && name !== 'TabItem') {
        throw new MarkdownSyntaxError(`${closer} shares its line with content: put it on a line of its own.`, firstLine + index);
      }
      return { index, before: before.trim() === '' ? '' : before };
    }
  }
  throw new MarkdownSyntaxError(`<${name}> is never closed: add a line containing only ${closer}.`, firstLine + start);
}

function text(tag: JsxTag, name: string, attribute: string, line: number): string | undefined {
  const value = tag.attributes.get(attribute);
  if (value === undefined) return undefined;
  if (typeof value === 'object') {
    throw new MarkdownSyntaxError(`<${name}> ${attribute}=${describeJsxValue(value)} is code, which this site does not evaluate: write a string, as in ${attribute}="…".`, line);
  }
  if (typeof value !== 'string') throw new MarkdownSyntaxError(`<${name}> ${attribute}=${describeJsxValue(value)}: expected a string, as in ${attribute}="…".`, line);
  if (/["}]/.test(value)) throw new MarkdownSyntaxError(`<${name}> ${attribute}="${value}": a value may not contain " or }.`, line);
  return value;
}

function checkAttributes(tag: JsxTag, name: string, allowed: readonly string[], line: number, hint: (attribute: string, value: JsxValue) => string): void {
  for (const [attribute, value] of tag.attributes) {
    if (allowed.includes(attribute)) continue;
    throw new MarkdownSyntaxError(`<${name}> ${attribute}=${describeJsxValue(value)}: ${hint(attribute, value)}`, line);
  }
}

/** Translates the `<Tabs>` opening on `start` into `out`; returns the index of its `</Tabs>` line. */
function translateTabs(lines: readonly string[], start: number, firstLine: number, out: string[]): number {
  const { tag, lastLine } = openTag(lines, start, firstLine, 'Tabs');
  const end = closingLine(lines, start, lastLine + 1, 'Tabs', firstLine).index;
  const line = firstLine + start;
  checkAttributes(tag, 'Tabs', TABS_ATTRIBUTES, line, (attribute) =>
    attribute === 'values'
      ? 'give each <TabItem> its label instead, as in <TabItem value="sbt" label="sbt">.'
      : `this site reads only ${orList(TABS_ATTRIBUTES)} on <Tabs>; remove it.`,
  );
  const groupId = text(tag, 'Tabs', 'groupId', line);
  const queryValue = tag.attributes.get('queryString');
  const queryString = queryValue === true ? groupId : queryValue === false ? undefined : text(tag, 'Tabs', 'queryString', line);
  if (queryValue === true && groupId === undefined) {
    throw new MarkdownSyntaxError('<Tabs queryString> takes its key from groupId, and it has none: give it a groupId, or a key such as queryString="build-tool".', line);
  }
  const defaultValueProp = text(tag, 'Tabs', 'defaultValue', line);

  const values: string[] = [];
  let defaultValue: string | undefined;
  for (let index = lastLine + 1; index < end; index++) {
    if (lines[index]!.trim() === '') continue;
    if (!TAB_ITEM_OPENER.test(lines[index]!)) {
      throw new MarkdownSyntaxError(`<Tabs> holds only <TabItem> elements, not "${lines[index]!.trim()}".`, firstLine + index);
    }
    const item = openTag(lines, index, firstLine, 'TabItem');
    // `<TabItem value="a">A</TabItem>` on one line, or content on the lines of its tags.
    const oneLine = item.rest.includes('</TabItem>');
    const closing = oneLine ? { index: item.lastLine, before: item.rest.slice(0, item.rest.indexOf('</TabItem>')) } : closingLine(lines, index, item.lastLine + 1, 'TabItem', firstLine);
    if (oneLine && item.rest.slice(item.rest.indexOf('</TabItem>') + '</TabItem>'.length).trim() !== '') {
      throw textAfterCloser('</TabItem>', firstLine + item.lastLine);
    }
    const itemEnd = closing.index;
    const itemLine = firstLine + index;
    checkAttributes(item.tag, 'TabItem', TAB_ITEM_ATTRIBUTES, itemLine, () => `this site reads only ${orList(TAB_ITEM_ATTRIBUTES)} on <TabItem>; remove it.`);
    const value = text(item.tag, 'TabItem', 'value', itemLine);
    if (value === undefined || value === '') throw new MarkdownSyntaxError('<TabItem> has no value: give it one, as in <TabItem value="sbt">.', itemLine);
    if (values.includes(value)) throw new MarkdownSyntaxError(`<TabItem value="${value}"> repeats the value of another tab of its <Tabs>: each tab needs its own.`, itemLine);
    values.push(value);
    const isDefault = item.tag.attributes.get('default');
    if (isDefault !== undefined && typeof isDefault !== 'boolean') {
      throw new MarkdownSyntaxError(`<TabItem> default=${describeJsxValue(isDefault)}: expected default alone, or default={true}.`, itemLine);
    }
    if (isDefault === true) defaultValue ??= value;
    const label = text(item.tag, 'TabItem', 'label', itemLine) ?? value;
    const opener = `:::tab[${escapeLabel(label)}]{value="${value}"}`;
    if (oneLine) {
      out[index] = [opener, closing.before.trim(), ':::'].filter((part) => part !== '').join('\n');
      out.fill('', index + 1, item.lastLine + 1);
      index = itemEnd;
      continue;
    }
    const first = item.rest === '' ? [] : [item.rest];
    const last = closing.before === '' ? [] : [closing.before];
    const body = translateLines([...first, ...dedent([...lines.slice(item.lastLine + 1, itemEnd), ...last])], firstLine + item.lastLine + (first.length > 0 ? 0 : 1), false);
    out[index] = opener;
    out.fill('', index + 1, item.lastLine + 1);
    if (first.length > 0) out[item.lastLine] = `${out[item.lastLine] === '' ? '' : `${out[item.lastLine]}\n`}${body.shift()!}`;
    const closer = last.length > 0 ? `${body.pop()!}\n:::` : ':::';
    out.splice(item.lastLine + 1, body.length, ...body);
    out[itemEnd] = closer;
    index = itemEnd;
  }
  if (values.length === 0) throw new MarkdownSyntaxError('<Tabs> has no <TabItem>: give it one per choice.', line);
  if (defaultValueProp !== undefined && !values.includes(defaultValueProp)) {
    throw new MarkdownSyntaxError(`<Tabs defaultValue="${defaultValueProp}"> names none of its tabs; their values are ${values.map((value) => `"${value}"`).join(', ')}.`, line);
  }
  const attributes = [
    groupId === undefined ? '' : ` groupId="${groupId}"`,
    queryString === undefined ? '' : ` queryString="${queryString}"`,
    ` defaultValue="${defaultValueProp ?? defaultValue ?? values[0]}"`,
  ].join('');
  out[start] = `::::tabs{${attributes.trim()}}`;
  out.fill('', start + 1, lastLine + 1);
  out[end] = '::::';
  return end;
}

function textAfterCloser(closer: string, line: number): MarkdownSyntaxError {
  return new MarkdownSyntaxError(`${closer} has text after it on its line: start what follows on the next line.`, line);
}

const orList = (words: readonly string[]) => `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** A plain-text label as the inline Markdown of a tab's `[label]`. */
function escapeLabel(label: string): string {
  return label.replace(/[\\[\]*_`<&]/g, (char) => `\\${char}`);
}

/** MDX reads the content of a component without the indentation it shares. */
function dedent(lines: readonly string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^\s*/.exec(line)![0].length);
  const indent = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(Math.min(indent, /^\s*/.exec(line)![0].length)));
}
