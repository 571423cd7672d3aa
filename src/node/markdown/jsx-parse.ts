import { Parser, type Expression, type Options, type Token } from 'acorn';
import jsx from 'acorn-jsx';

/**
 * JSX tags and JavaScript literals as MDX pages write them, read by acorn (with acorn-jsx) without
 * running any code. The rest of the Markdown code reads them through this module only.
 */
const JsxParser = Parser.extend(jsx());
const OPTIONS: Options = { ecmaVersion: 'latest', sourceType: 'module' };

/**
 * One tag: `<Tabs groupId="x" queryString>`, `<TabItem value={"a"} default>`, `<DocCardList />`,
 * `</Tabs>`. A quoted value is its text (entities read as JSX reads them), a bare attribute is
 * true, and a value in braces is the literal it writes when that is text, a number or a boolean,
 * otherwise the expression as written.
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

/** The tag at the start of `text`, or undefined when `text` does not start one or it never ends. */
export function parseJsxTag(text: string): JsxTag | undefined {
  const tokens = /^<\/?[A-Za-z]/.test(text) ? tagTokens(text) : undefined;
  if (tokens === undefined) return undefined;
  const label = (at: number) => tokens[at]?.type.label;
  const closing = label(1) === '/';
  let at = closing ? 2 : 1;
  // A name, and an attribute's name, may be namespaced (`xlink:href`); a component's, dotted.
  const nameAt = (separators: string[]) => {
    let name = String(tokens[at++]!.value);
    for (; separators.includes(label(at) ?? '') && label(at + 1) === 'jsxName'; at += 2)
      name += `${label(at)}${tokens[at + 1]!.value}`;
    return name;
  };
  const name = nameAt(['.', ':']);
  const attributes = new Map<string, JsxValue>();
  for (;;) {
    const token = tokens[at]!;
    if (label(at) === 'jsxTagEnd' || (label(at) === '/' && label(at + 1) === 'jsxTagEnd'))
      return { name, closing, selfClosing: label(at) === '/', attributes, length: tokens.at(-1)!.end };
    if (label(at) === '{')
      throw new JsxTagError(
        `<${name}> spreads {${text.slice(token.end, tokens[closingBrace(tokens, at)]!.start)}} into its attributes, which is code the site does not run`,
      );
    if (label(at) !== 'jsxName')
      throw new JsxTagError(
        `<${name}> has "${text.slice(token.start, token.start + 10)}" where an attribute should be`,
      );
    const attribute = nameAt([':']);
    if (label(at) !== '=') attributes.set(attribute, true);
    else if (label(at + 1) === 'string') {
      attributes.set(attribute, String(tokens[at + 1]!.value));
      at += 2;
    } else if (label(at + 1) === '{') {
      const close = closingBrace(tokens, at + 1);
      attributes.set(attribute, expressionValue(text.slice(tokens[at + 1]!.end, tokens[close]!.start).trim()));
      at = close + 1;
    } else throw new JsxTagError(`<${name}> gives ${attribute} no value in quotes or braces`);
  }
}

type TagToken = Token & { value: unknown };

/**
 * The tokens of the tag that starts `text`, up to its closing `>` (what follows it is never read);
 * undefined when the text ends, or a string in it never does, before the tag does.
 */
function tagTokens(text: string): TagToken[] | undefined {
  const tokens: TagToken[] = [];
  let depth = 0;
  try {
    for (const token of JsxParser.tokenizer(text, OPTIONS) as Iterable<TagToken>) {
      tokens.push(token);
      const label = token.type.label;
      if (label === '{' || label === '${') depth += 1;
      else if (label === '}') depth -= 1;
      else if (label === 'jsxTagEnd' && depth === 0) return tokens;
    }
  } catch (error) {
    if (!(error instanceof SyntaxError) || /^Unterminated/.test(error.message)) return undefined;
    const at = (error as SyntaxError & { pos: number }).pos;
    const name = /^<\/?([^\s/>{]*)/.exec(text)?.[1] ?? '';
    throw new JsxTagError(
      depth === 0
        ? `<${name}> has "${text.slice(at, at + 10)}" where an attribute should be`
        : `<${name}> has "${excerpt(text.slice(at))}" in braces, which does not read as JavaScript`,
    );
  }
  return undefined;
}

/** The index of the `}` closing the `{` at `open`. */
function closingBrace(tokens: readonly TagToken[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index++) {
    const label = tokens[index]!.type.label;
    if (label === '{' || label === '${') depth += 1;
    else if (label === '}' && --depth === 0) return index;
  }
  return tokens.length - 1;
}

function expressionValue(expression: string): JsxValue {
  try {
    const value = parseJsLiteral(expression);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  } catch (error) {
    if (!(error instanceof JsLiteralError)) throw error;
  }
  return { expression };
}

/**
 * The `{…}` expression at the start of `text`, as MDX reads one inside a line: how many characters
 * it takes, whether it holds nothing but comments, and the literal it writes, when it writes one;
 * undefined when it never closes.
 */
export function parseJsxExpression(
  text: string,
): { length: number; empty: boolean; value: JsLiteral | undefined } | undefined {
  let depth = 0;
  let count = 0;
  try {
    for (const token of JsxParser.tokenizer(text, OPTIONS)) {
      const label = token.type.label;
      count += 1;
      if (label === '{' || label === '${') depth += 1;
      else if (label === '}' && --depth === 0) {
        let value: JsLiteral | undefined;
        if (count > 2) {
          try {
            value = parseJsLiteral(text.slice(1, token.start));
          } catch (error) {
            if (!(error instanceof JsLiteralError)) throw error;
          }
        }
        return { length: token.end, empty: count === 2, value };
      }
      if (depth === 0) return undefined;
    }
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  return undefined;
}

/** How a value reads in a message: as it was written. */
export function describeJsxValue(value: JsxValue): string {
  return typeof value === 'object' ? `{${value.expression}}` : JSON.stringify(value);
}

/**
 * A JavaScript literal as MDX attributes write it (`[{label: 'sbt', value: 'sbt'},]`): arrays,
 * objects with plain or quoted keys, strings in any quotes (a template without `${}`), numbers,
 * true, false and null. Anything else (a variable, a call, a spread) is code, reported as written.
 */
export type JsLiteral = string | number | boolean | null | JsLiteral[] | { [key: string]: JsLiteral };

export class JsLiteralError extends Error {}

export function parseJsLiteral(text: string): JsLiteral {
  return literalOf(expressionOf(text), text);
}

/** Each item of the array literal `text`, with its text as written; undefined when `text` is another literal. */
export function parseJsArray(text: string): { value: JsLiteral; written: string }[] | undefined {
  const node = expressionOf(text);
  const value = literalOf(node, text);
  if (node.type !== 'ArrayExpression' || !Array.isArray(value)) return undefined;
  return value.map((item, index) => {
    const element = node.elements[index]!;
    return { value: item, written: text.slice(element.start, element.end) };
  });
}

function expressionOf(text: string): Expression {
  let node: Expression;
  try {
    node = JsxParser.parseExpressionAt(text, 0, OPTIONS);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw new JsLiteralError(syntaxProblem(text, (error as SyntaxError & { pos: number }).pos, error.message));
  }
  const rest = text.slice(node.end);
  if (JsxParser.tokenizer(rest, OPTIONS).getToken().type.label !== 'eof')
    throw new JsLiteralError(`"${excerpt(rest.trim())}" follows the value`);
  return node;
}

function literalOf(node: Expression | { type: string; start: number; end: number }, text: string): JsLiteral {
  const code = () => new JsLiteralError(`"${excerpt(text.slice(node.start, node.end))}" is code, not a literal value`);
  const expression = node as Expression;
  switch (expression.type) {
    case 'Literal':
      if (expression.regex !== undefined || expression.bigint !== undefined) throw code();
      return expression.value as JsLiteral;
    case 'TemplateLiteral':
      if (expression.expressions.length > 0)
        throw new JsLiteralError(`the template ${excerpt(text.slice(node.start, node.end))} computes its text`);
      return expression.quasis[0]?.value.cooked ?? '';
    case 'UnaryExpression':
      if (expression.operator === '-' && expression.argument.type === 'Literal') {
        const number = literalOf(expression.argument, text);
        if (typeof number === 'number') return -number;
      }
      throw code();
    case 'ArrayExpression':
      return expression.elements.map((element) => {
        if (element === null) throw code();
        return literalOf(element, text);
      });
    case 'ObjectExpression':
      return Object.fromEntries(
        expression.properties.map((property) => {
          if (property.type !== 'Property' || property.computed || property.method || property.shorthand)
            throw new JsLiteralError(
              `"${excerpt(text.slice(property.start, property.end))}" is code, not a literal value`,
            );
          const key = property.key.type === 'Identifier' ? property.key.name : literalOf(property.key, text);
          return [String(key), literalOf(property.value, text)];
        }),
      );
    default:
      throw code();
  }
}

/** What stops `text` reading as a literal at `at`, said the way an author fixes it. */
function syntaxProblem(text: string, at: number, message: string): string {
  if (/^Unterminated (string|template)/.test(message)) return `the string ${excerpt(text.slice(at))} is never closed`;
  const open: string[] = [];
  try {
    for (const token of JsxParser.tokenizer(text.slice(0, at), OPTIONS)) {
      const label = token.type.label;
      if (label === '[' || label === '{' || label === '${' || label === '(') open.push(label);
      else if (label === ']' || label === '}' || label === ')') open.pop();
    }
  } catch {
    // The text before the error reads as tokens; if not, the message below still quotes the spot.
  }
  const closer = { '[': ']', '{': '}', '${': '}', '(': ')' }[open.at(-1) ?? ''];
  if (text.slice(at).trim() === '')
    return closer === undefined ? 'it ends where a value should be' : `it is never closed with "${closer}"`;
  return closer === undefined
    ? `"${excerpt(text.slice(at))}" cannot stand there`
    : `"${excerpt(text.slice(at))}" stands where "," or "${closer}" should be`;
}

function excerpt(text: string): string {
  const line = text.split('\n')[0]!;
  return line.length > 20 ? `${line.slice(0, 20)}…` : line;
}
