/**
 * One JSX tag as MDX pages write them: `<Tabs groupId="x" queryString>`, `<TabItem value={"a"}
 * default>`, `<DocCardList />`, `</Tabs>`. Attribute values are strings, or the literals an
 * expression may be (true, false, a number, a quoted string); anything else is code the site
 * cannot run, reported by name.
 */
export interface JsxTag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: Map<string, JsxValue>;
  /** Characters of the text the tag takes, from its `<` to its `>`. */
  length: number;
}

export type JsxValue = string | number | boolean | { expression: string };

export class JsxTagError extends Error {}

const NAME = /^[A-Za-z][\w.:-]*/;
const ATTRIBUTE_NAME = /^[A-Za-z_$][\w$:-]*/;

/** The tag at the start of `text`, or undefined when `text` does not start one or it never ends. */
export function parseJsxTag(text: string): JsxTag | undefined {
  let at = 0;
  if (text[at] !== '<') return undefined;
  at += 1;
  const closing = text[at] === '/';
  if (closing) at += 1;
  const name = NAME.exec(text.slice(at))?.[0];
  if (name === undefined) return undefined;
  at += name.length;
  const attributes = new Map<string, JsxValue>();
  for (;;) {
    at = skipSpace(text, at);
    if (at >= text.length) return undefined;
    if (text.startsWith('/>', at)) return { name, closing, selfClosing: true, attributes, length: at + 2 };
    if (text[at] === '>') return { name, closing, selfClosing: false, attributes, length: at + 1 };
    if (text[at] === '{')
      throw new JsxTagError(
        `<${name}> spreads {${braced(text, at)?.inner ?? '…'}} into its attributes, which is code the site does not run`,
      );
    const attribute = ATTRIBUTE_NAME.exec(text.slice(at))?.[0];
    if (attribute === undefined)
      throw new JsxTagError(`<${name}> has "${text.slice(at, at + 10)}" where an attribute should be`);
    at = skipSpace(text, at + attribute.length);
    if (text[at] !== '=') {
      attributes.set(attribute, true);
      continue;
    }
    at = skipSpace(text, at + 1);
    const quote = text[at];
    if (quote === '"' || quote === "'") {
      const end = text.indexOf(quote, at + 1);
      if (end === -1) return undefined;
      attributes.set(attribute, text.slice(at + 1, end));
      at = end + 1;
    } else if (quote === '{') {
      const expression = braced(text, at);
      if (expression === undefined) return undefined;
      attributes.set(attribute, literal(expression.inner.trim()));
      at = expression.end;
    } else {
      throw new JsxTagError(`<${name}> gives ${attribute} no value in quotes or braces`);
    }
  }
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && /\s/.test(text[at]!)) at += 1;
  return at;
}

/** `{…}` starting at `at`, honouring nested braces and strings. */
function braced(text: string, at: number): { inner: string; end: number } | undefined {
  let depth = 0;
  for (let index = at; index < text.length; index++) {
    const char = text[index]!;
    if (char === '"' || char === "'" || char === '`') {
      const end = text.indexOf(char, index + 1);
      if (end === -1) return undefined;
      index = end;
    } else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return { inner: text.slice(at + 1, index), end: index + 1 };
    }
  }
  return undefined;
}

function literal(expression: string): JsxValue {
  if (expression === 'true') return true;
  if (expression === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(expression)) return Number(expression);
  const quoted = /^(["'`])(.*)\1$/s.exec(expression);
  if (quoted && !(quoted[1] === '`' && quoted[2]!.includes('${'))) return quoted[2]!;
  return { expression };
}

/** How a value reads in a message: as it was written. */
export function describeJsxValue(value: JsxValue): string {
  return typeof value === 'object' ? `{${value.expression}}` : JSON.stringify(value);
}
