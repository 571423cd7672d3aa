import { MarkdownSyntaxError, type ProblemList } from './errors.js';
import { describeJsxValue, JsLiteralError, parseJsArray, type JsxTag } from './jsx-parse.js';
import {
  checkAttributes,
  closingLine,
  dedent,
  escapeLabel,
  indentLike,
  openElement,
  openTag,
  orList,
  textAfterCloser,
  textAttribute,
} from './mdx-elements.js';

const TAB_ITEM_OPENER = /^\s*<TabItem[\s>/]|^\s*<TabItem$/;
// className and block style Docusaurus's own tab list; this site's tabs have their own, so they are read and dropped.
const TABS_ATTRIBUTES = ['groupId', 'queryString', 'defaultValue', 'lazy', 'values', 'className', 'block'];
const TAB_ITEM_ATTRIBUTES = ['value', 'label', 'default', 'className'];
const VALUE_KEYS = ['value', 'label', 'default'];

/** Translates the MDX of a component's body (the caller's line reader), `firstLine` its page line. */
export type TranslateBody = (lines: readonly string[], firstLine: number) => string[];

/** A tab as `<Tabs values>` declares it: Docusaurus takes its label from there, not from the `<TabItem>`. */
interface TabValue {
  value: string;
  label: string | undefined;
  default: boolean;
}

/**
 * Translates the `<Tabs>` opening on `start` into `::::tabs` and `:::tab` blocks in `out`;
 * returns the index of its `</Tabs>` line. Throws only when the opening tag cannot be read.
 */
export function translateTabs(
  lines: readonly string[],
  start: number,
  firstLine: number,
  out: string[],
  problems: ProblemList,
  translateBody: TranslateBody,
): number {
  const { tag, lastLine, end, line } = openElement(lines, start, firstLine, 'Tabs', problems);
  checkAttributes(tag, TABS_ATTRIBUTES, line, problems);
  const groupId = textAttribute(tag, 'groupId', line, problems);
  const queryValue = tag.attributes.get('queryString');
  const queryString =
    queryValue === true
      ? groupId
      : queryValue === false
        ? undefined
        : textAttribute(tag, 'queryString', line, problems);
  if (queryValue === true && groupId === undefined) {
    problems.report(
      '<Tabs queryString> takes its key from groupId, and it has none: give it a groupId, or a key such as queryString="build-tool".',
      line,
    );
  }
  const defaultValueProp = textAttribute(tag, 'defaultValue', line, problems);
  const declared = tabValues(tag, line, problems);

  const items: { value: string; line: number }[] = [];
  let itemDefault: string | undefined;
  let stray = false;
  // Values made up for tabs written without one (or with another's), so their content is still read.
  const madeUp = new Set<string>();
  for (let index = lastLine + 1; index < end; index++) {
    if (lines[index]!.trim() === '') continue;
    if (!TAB_ITEM_OPENER.test(lines[index]!)) {
      problems.report(`<Tabs> holds only <TabItem> elements, not "${lines[index]!.trim()}".`, firstLine + index);
      stray = true;
      // The rest of that paragraph is the same mistake.
      const next = lines.findIndex((text, at) => at > index && (text.trim() === '' || TAB_ITEM_OPENER.test(text)));
      const stop = next === -1 || next > end ? end : next;
      out.fill('', index, stop);
      index = stop - 1;
      continue;
    }
    const itemLine = firstLine + index;
    let item;
    try {
      item = openTag(lines, index, firstLine, 'TabItem', problems);
    } catch (error) {
      if (!(error instanceof MarkdownSyntaxError)) throw error;
      problems.addAll(error.problems);
      out[index] = '';
      continue;
    }
    // `<TabItem value="a">A</TabItem>` on one line, or content on the lines of its tags.
    const oneLine = item.rest.includes('</TabItem>');
    const closing = oneLine
      ? { index: item.lastLine, before: item.rest.slice(0, item.rest.indexOf('</TabItem>')) }
      : closingLine(lines, index, item.lastLine + 1, 'TabItem', firstLine, problems, end);
    if (oneLine && item.rest.slice(item.rest.indexOf('</TabItem>') + '</TabItem>'.length).trim() !== '') {
      problems.report(textAfterCloser('</TabItem>'), firstLine + item.lastLine);
    }
    const itemEnd = closing.index;
    checkAttributes(item.tag, TAB_ITEM_ATTRIBUTES, itemLine, problems);
    let value = textAttribute(item.tag, 'value', itemLine, problems);
    if (value === undefined || value === '') {
      if (!item.tag.attributes.has('value'))
        problems.report('<TabItem> has no value: give it one, as in <TabItem value="sbt">.', itemLine);
      value = `tab-${items.length + 1}`;
      madeUp.add(value);
    } else if (items.some((other) => other.value === value)) {
      problems.report(
        `<TabItem value="${value}"> repeats the value of another tab of its <Tabs>: each tab needs its own.`,
        itemLine,
      );
      value = `${value}-${items.length + 1}`;
      madeUp.add(value);
    } else if (declared !== undefined && !declared.some((tab) => tab.value === value)) {
      problems.report(
        `<TabItem value="${value}"> is not among the values of its <Tabs>, so no tab shows it: add {label: '…', value: '${value}'} to values, or remove the <TabItem>.`,
        itemLine,
      );
    }
    items.push({ value, line: itemLine });
    const isDefault = item.tag.attributes.get('default');
    if (isDefault !== undefined && typeof isDefault !== 'boolean') {
      problems.report(
        `<TabItem> default=${describeJsxValue(isDefault)}: expected default alone, or default={true}.`,
        itemLine,
      );
    }
    if (isDefault === true) itemDefault ??= value;
    // With <Tabs values>, Docusaurus labels every tab from there and ignores the <TabItem>'s label.
    const label =
      declared === undefined
        ? (textAttribute(item.tag, 'label', itemLine, problems) ?? value)
        : (declared.find((tab) => tab.value === value)?.label ?? value);
    const opener = tabOpener(label, value);
    if (oneLine) {
      out[index] = [opener, closing.before.trim(), ':::'].filter((part) => part !== '').join('\n');
      out.fill('', index + 1, item.lastLine + 1);
      index = itemEnd;
      continue;
    }
    const first = item.rest === '' ? [] : [item.rest];
    const last = closing.before === '' ? [] : [closing.before];
    const body = translateBody(
      [...first, ...dedent([...lines.slice(item.lastLine + 1, itemEnd), ...last])],
      firstLine + item.lastLine + (first.length > 0 ? 0 : 1),
    );
    out[index] = opener;
    out.fill('', index + 1, item.lastLine + 1);
    if (first.length > 0)
      out[item.lastLine] = `${out[item.lastLine] === '' ? '' : `${out[item.lastLine]}\n`}${body.shift()!}`;
    if (itemEnd >= end) {
      // Never closed: the tab ends where its <Tabs> does.
      out.splice(item.lastLine + 1, body.length, ...body);
      out[end - 1] = `${out[end - 1]}\n:::`;
    } else {
      const closer = last.length > 0 ? `${body.pop()!}\n:::` : ':::';
      out.splice(item.lastLine + 1, body.length, ...body);
      out[itemEnd] = closer;
    }
    index = itemEnd;
  }

  // A declared tab without a <TabItem> shows an empty panel, as in Docusaurus.
  const missing = (declared ?? []).filter((tab) => !items.some((item) => item.value === tab.value));
  const panelValues = [...items.map((item) => item.value), ...missing.map((tab) => tab.value)];
  const order =
    declared === undefined
      ? panelValues
      : [
          ...declared.map((tab) => tab.value),
          ...panelValues.filter((value) => !declared.some((tab) => tab.value === value)),
        ];
  if (order.length === 0) {
    if (!stray) problems.report('<Tabs> has no <TabItem>: give it one per choice.', line);
    out.fill('', start, lastLine + 1);
    if (end < lines.length) out[end] = '';
    return end;
  }
  if (defaultValueProp !== undefined && !order.includes(defaultValueProp)) {
    problems.report(
      `<Tabs defaultValue="${defaultValueProp}"> names none of its tabs; their values are ${order
        .filter((value) => !madeUp.has(value))
        .map((value) => `"${value}"`)
        .join(', ')}.`,
      line,
    );
  }
  const defaultValue = [defaultValueProp, declared?.find((tab) => tab.default)?.value, itemDefault, order[0]].find(
    (value) => value !== undefined && order.includes(value),
  );
  const attributes = [
    groupId === undefined ? '' : ` groupId="${groupId}"`,
    queryString === undefined ? '' : ` queryString="${queryString}"`,
    defaultValue === undefined ? '' : ` defaultValue="${defaultValue}"`,
    order.every((value, index) => panelValues[index] === value)
      ? ''
      : ` order="${order.map((value) => panelValues.indexOf(value)).join(' ')}"`,
  ].join('');
  out[start] = `::::tabs{${attributes.trim()}}`;
  out.fill('', start + 1, lastLine + 1);
  const empty = missing.map((tab) => `${tabOpener(tab.label ?? tab.value, tab.value)}\n:::`);
  const closer = [...empty, '::::'].join('\n');
  if (end < lines.length) out[end] = closer;
  else out[lines.length - 1] = `${out[lines.length - 1]}\n${closer}`;
  indentLike(lines, start, end, out);
  return end;
}

function tabOpener(label: string, value: string): string {
  return `:::tab[${escapeLabel(label)}]{value="${value}"}`;
}

/** The tabs `<Tabs values={[…]}>` declares, read as data; undefined without it or when it cannot be read. */
function tabValues(tag: JsxTag, line: number, problems: ProblemList): TabValue[] | undefined {
  const attribute = tag.attributes.get('values');
  if (attribute === undefined) return undefined;
  const written = describeJsxValue(attribute);
  const example = "as in values={[{label: 'sbt', value: 'sbt'}]}";
  if (typeof attribute !== 'object') {
    problems.report(
      `<Tabs> values=${written} is not a list of tabs: write an array of {label, value} objects, ${example}.`,
      line,
    );
    return undefined;
  }
  let entries: ReturnType<typeof parseJsArray>;
  try {
    entries = parseJsArray(attribute.expression);
  } catch (error) {
    if (!(error instanceof JsLiteralError)) throw error;
    problems.report(
      `<Tabs> values=${written} cannot be read without running code (${error.message}): write an array of {label, value} objects with quoted text, ${example}.`,
      line,
    );
    return undefined;
  }
  if (entries === undefined) {
    problems.report(
      `<Tabs> values=${written} is not an array: write an array of {label, value} objects, ${example}.`,
      line,
    );
    return undefined;
  }
  const tabs: TabValue[] = [];
  for (const { value: entry, written: shown } of entries) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      problems.report(`<Tabs> values has ${shown} where a {label, value} object should be, ${example}.`, line);
      continue;
    }
    const unknown = Object.keys(entry).filter((key) => !VALUE_KEYS.includes(key));
    if (unknown.length > 0)
      problems.report(
        `<Tabs> values has ${shown}: this site reads only ${orList(VALUE_KEYS)} in an entry; remove ${unknown.join(', ')}.`,
        line,
      );
    const { value, label } = entry;
    if (typeof value !== 'string' || value === '') {
      problems.report(`<Tabs> values has ${shown}, without a value in quotes: give each entry one, ${example}.`, line);
      continue;
    }
    if (/["}]/.test(value)) {
      problems.report(`<Tabs> values has ${shown}: a value may not contain " or }.`, line);
      continue;
    }
    if (label !== undefined && typeof label !== 'string')
      problems.report(`<Tabs> values has ${shown}, whose label is not text: write it in quotes.`, line);
    if (entry.default !== undefined && typeof entry.default !== 'boolean')
      problems.report(`<Tabs> values has ${shown}, whose default is not true or false.`, line);
    if (tabs.some((tab) => tab.value === value)) {
      problems.report(`<Tabs> values repeats the value "${value}": each tab needs its own.`, line);
      continue;
    }
    tabs.push({ value, label: typeof label === 'string' ? label : undefined, default: entry.default === true });
  }
  return tabs;
}
