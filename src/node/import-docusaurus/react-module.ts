import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import { transformSync } from 'esbuild';

/**
 * A React module of a Docusaurus site (a page of src/pages, a component of src/components) read
 * as a syntax tree, without running it: acorn with acorn-jsx, TypeScript's types taken out by
 * esbuild first.
 */
const JsxParser = Parser.extend(jsx());

/** A node of the tree, as acorn gives it (JSX nodes are acorn-jsx's and have no types of their own). */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export interface ReactModule {
  /** The text that was parsed: the file's, or esbuild's JavaScript for TypeScript. */
  code: string;
  /** The file's own text, for lines. */
  source: string;
  program: Node;
}

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';

/** The node at `key` of `node`, if it is one. */
export const child = (node: Node | undefined, key: string): Node | undefined => {
  const value = node?.[key];
  return isNode(value) ? value : undefined;
};

/** The nodes of the list at `key` of `node`. */
export const children = (node: Node | undefined, key: string): Node[] => {
  const value = node?.[key];
  return Array.isArray(value) ? value.filter(isNode) : [];
};

/** The module's tree; undefined when it is not JavaScript (or TypeScript) with JSX that can be read. */
export function parseReactModule(source: string, file: string): ReactModule | undefined {
  let code = source;
  try {
    if (/\.tsx?$/.test(file))
      code = transformSync(source, { loader: file.endsWith('x') ? 'tsx' : 'ts', jsx: 'preserve', format: 'esm' }).code;
    const program = JsxParser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
    return { code, source, program };
  } catch {
    return undefined;
  }
}

/**
 * The line of the file a node is written at. For TypeScript, whose code esbuild rewrote, its first
 * line of code is looked for in the file, in either quotes and whatever its spacing.
 */
export function lineOf(module: ReactModule, node: Node): number {
  if (module.code === module.source) return module.source.slice(0, node.start).split('\n').length;
  const head = module.code.slice(node.start, node.end).split('\n')[0]!.trim();
  if (head === '') return 1;
  const pattern = head
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/["']/g, `["']`))
    .join('\\s*');
  const at = new RegExp(pattern).exec(module.source)?.index;
  return at === undefined ? 1 : module.source.slice(0, at).split('\n').length;
}

/** The element's name as written: `header`, `Link`, `Heading`, `styles.x`. */
export function elementName(element: Node): string {
  const name = child(child(element, 'openingElement'), 'name');
  const written = (node: Node | undefined): string =>
    node === undefined
      ? ''
      : node.type === 'JSXIdentifier'
        ? String(node.name)
        : node.type === 'JSXMemberExpression'
          ? `${written(child(node, 'object'))}.${written(child(node, 'property'))}`
          : node.type === 'JSXNamespacedName'
            ? `${written(child(node, 'namespace'))}:${written(child(node, 'name'))}`
            : '';
  return written(name);
}

/** The value of an attribute: its text when it is one (`"x"`, `{'x'}`, `` {`x`} ``), else the expression node. */
export function attribute(element: Node, name: string): string | Node | undefined {
  const found = children(child(element, 'openingElement'), 'attributes').find(
    (node) => node.type === 'JSXAttribute' && child(node, 'name')?.name === name,
  );
  if (found === undefined) return undefined;
  const value = child(found, 'value');
  if (value === undefined) return 'true';
  if (value.type === 'Literal') return String(value.value);
  const expression = value.type === 'JSXExpressionContainer' ? child(value, 'expression') : value;
  return expression === undefined ? undefined : (literalText(expression) ?? expression);
}

/** The text a literal writes: a string, a number, a template without expressions. */
export function literalText(node: Node | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (node.type === 'Literal' && (typeof node.value === 'string' || typeof node.value === 'number'))
    return String(node.value);
  if (node.type === 'TemplateLiteral' && children(node, 'expressions').length === 0)
    return children(node, 'quasis')
      .map((quasi) => String((quasi.value as { cooked?: string }).cooked ?? ''))
      .join('');
  return undefined;
}

/** What a stretch of JSX reads as: its text, with each expression it cannot read kept as written. */
export interface ReadText {
  text: string;
  /** Expressions whose value is known only when the code runs: `{props.count}`. */
  code: string[];
}

/**
 * The text of JSX as a reader sees it, whitespace folded as JSX folds it. `{siteConfig.title}`
 * and `{siteConfig.tagline}` read as the site's values do; any other expression is kept apart.
 */
export function textOf(
  module: ReactModule,
  node: Node | undefined,
  known: Readonly<Record<string, string>> = {},
): ReadText {
  const code: string[] = [];
  const parts: string[] = [];
  const visit = (current: Node | undefined) => {
    if (current === undefined) return;
    switch (current.type) {
      case 'JSXText':
        parts.push(String(current.value));
        return;
      case 'JSXElement':
        if (elementName(current) === 'br') parts.push(' ');
        for (const item of children(current, 'children')) visit(item);
        return;
      case 'JSXFragment':
        for (const item of children(current, 'children')) visit(item);
        return;
      case 'JSXExpressionContainer':
        visit(child(current, 'expression'));
        return;
      case 'JSXEmptyExpression':
        return;
      default: {
        const literal = literalText(current);
        if (literal !== undefined) {
          parts.push(literal);
          return;
        }
        const written = module.code.slice(current.start, current.end);
        if (known[written] !== undefined) parts.push(known[written]!);
        else {
          code.push(written);
          parts.push(' ');
        }
      }
    }
  };
  visit(node);
  return { text: parts.join('').replace(/\s+/g, ' ').trim(), code };
}

/** Every node under `node`, depth first, with the node itself. */
export function* walk(node: Node | undefined): Generator<Node> {
  if (node === undefined) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* walk(item);
    if (isNode(value)) yield* walk(value);
  }
}

/** The JSX elements under `node` that no other element under it holds. */
export function outerElements(node: Node): Node[] {
  const found: Node[] = [];
  for (const value of Object.values(node))
    for (const item of Array.isArray(value) ? value : [value])
      if (isNode(item)) {
        if (item.type === 'JSXElement') found.push(item);
        else found.push(...outerElements(item));
      }
  return found;
}

const HEADING = /^(?:h[1-6]|Heading)$/;
const LINK = /^(?:Link|a)$/;
/** Elements whose text is read whole: a paragraph with a <strong> in it is one text. */
const TEXT_BLOCK = /^(?:p|li|td|th|blockquote|figcaption|dt|dd)$/;

/**
 * What a stretch of a React page says, as far as it can be read: its headings, its other text and
 * its links, in one line for the report.
 */
export function summary(module: ReactModule, node: Node | undefined): string {
  const headings: string[] = [];
  const links: string[] = [];
  const text: string[] = [];
  const visit = (current: Node, linksOnly = false) => {
    if (current.type === 'JSXElement') {
      const name = elementName(current);
      if (HEADING.test(name) && !linksOnly) {
        const read = textOf(module, current).text;
        if (read !== '') headings.push(`"${read}"`);
        return;
      }
      if (LINK.test(name)) {
        const target = attribute(current, 'to') ?? attribute(current, 'href');
        const read = textOf(module, current);
        const label = read.text === '' ? read.code.map((code) => `{${code}}`).join(' ') : `"${read.text}"`;
        const to =
          typeof target === 'string'
            ? target
            : target === undefined
              ? '(no target)'
              : `{${module.code.slice(target.start, target.end)}}`;
        links.push(`${label === '' ? '(no text)' : label} → ${to}`);
        return;
      }
      if (!linksOnly) {
        const own = TEXT_BLOCK.test(name)
          ? textOf(module, current).text
          : children(current, 'children')
              .filter((item) => item.type === 'JSXText')
              .map((item) => String(item.value))
              .join(' ')
              .replace(/\s+/g, ' ')
              .trim();
        if (own !== '') text.push(`"${own}"`);
      }
      const inner = linksOnly || TEXT_BLOCK.test(name);
      for (const item of children(current, 'children'))
        for (const element of item.type === 'JSXElement' ? [item] : outerElements(item)) visit(element, inner);
    }
  };
  if (node !== undefined)
    for (const element of node.type === 'JSXElement' ? [node] : outerElements(node)) visit(element);
  const parts = [
    headings.length === 0 ? '' : `headings ${headings.join(', ')}`,
    text.length === 0 ? '' : `text ${shorten(text.join(', '))}`,
    links.length === 0 ? '' : `links ${links.join(', ')}`,
  ].filter((part) => part !== '');
  return parts.length === 0 ? 'no text that can be read without running it' : parts.join('; ');
}

const shorten = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
