import { MarkdownSyntaxError } from './errors.js';
import { describeJsxValue, JsxTagError, parseJsxTag, type JsxTag, type JsxValue } from './jsx-tag.js';

/**
 * The MDX of a Docusaurus page, written in this site's Markdown, line for line (so every error
 * still names the page's line): `import … from '@theme/…'` lines are dropped, and `<Tabs>` with
 * its `<TabItem>`s becomes `::::tabs` with `:::tab` blocks, their bodies unindented as MDX reads
 * them. `<DocCardList />` and unknown components are left to the renderer (./jsx-blocks.ts).
 */
export function translateDocusaurusMdx(source: string): string {
  return translateLines(source.split('\n'), 1, true).join('\n');
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const ESM = /^(import|export)\b/;
const TABS_OPENER = /^\s*<Tabs[\s>/]|^\s*<Tabs$/;
const TAB_ITEM_OPENER = /^\s*<TabItem[\s>/]|^\s*<TabItem$/;
const TABS_ATTRIBUTES = ['groupId', 'queryString', 'defaultValue', 'lazy'];
const TAB_ITEM_ATTRIBUTES = ['value', 'label', 'default'];
export const SUPPORTED_COMPONENTS = '<Tabs>, <TabItem> and <DocCardList />';

/** `lines` translated; `firstLine` is the page line of `lines[0]`. */
function translateLines(lines: readonly string[], firstLine: number, topLevel: boolean): string[] {
  const out = [...lines];
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    const opened = FENCE.exec(line)?.[1];
    if (opened !== undefined) {
      fence = opened;
      continue;
    }
    if (topLevel && ESM.test(line)) {
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

function closesFence(line: string, fence: string): boolean {
  return new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(line);
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
  if (text.slice(tag.length).split('\n')[0]!.trim() !== '') {
    throw new MarkdownSyntaxError(`<${expected}> has text after it on its line: start its content on the next line.`, firstLine + lastLine);
  }
  if (tag.selfClosing) throw new MarkdownSyntaxError(`<${expected} /> is empty: give it content and a closing </${expected}>.`, firstLine + index);
  return { tag, lastLine };
}

/** Index of the line closing the element opened on `start`, counting nested ones of its name. */
function closingLine(lines: readonly string[], start: number, from: number, name: string, firstLine: number): number {
  const opener = new RegExp(`^\\s*<${name}(?:[\\s>/]|$)`);
  const closer = `</${name}>`;
  let depth = 0;
  let fence: string | undefined;
  for (let index = from; index < lines.length; index++) {
    const line = lines[index]!;
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    const opened = FENCE.exec(line)?.[1];
    if (opened !== undefined) {
      fence = opened;
      continue;
    }
    if (opener.test(line)) depth += 1;
    if (line.includes(closer)) {
      if (depth > 0) {
        depth -= 1;
        continue;
      }
      if (line.trim() !== closer) throw new MarkdownSyntaxError(`${closer} shares its line with content: put it on a line of its own.`, firstLine + index);
      return index;
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
  const end = closingLine(lines, start, lastLine + 1, 'Tabs', firstLine);
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
    const itemEnd = closingLine(lines, index, item.lastLine + 1, 'TabItem', firstLine);
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
    out[index] = `:::tab[${escapeLabel(label)}]{value="${value}"}`;
    out.fill('', index + 1, item.lastLine + 1);
    const body = dedent(lines.slice(item.lastLine + 1, itemEnd));
    out.splice(item.lastLine + 1, body.length, ...translateLines(body, firstLine + item.lastLine + 1, false));
    out[itemEnd] = ':::';
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
