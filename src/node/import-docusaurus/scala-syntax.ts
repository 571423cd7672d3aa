import { createRequire } from 'node:module';

/**
 * A node of scalameta's syntax tree, as its JavaScript build (`scalameta-parsers`, the parser
 * mdoc and scalafmt use, compiled with Scala.js) gives it: `type` is scalameta's class name
 * (`Term.ApplyInfix`, `Defn.Val`), `pos` its offsets in the text, the other fields its children.
 */
export interface ScalaTree {
  type: string;
  pos: { start: number; end: number };
  [field: string]: unknown;
}

interface ParseError {
  error: string;
  lineNumber: number;
  columnNumber: number;
}

const { parseSource } = createRequire(import.meta.url)('scalameta-parsers') as {
  parseSource(code: string, options: { dialect: string }): ScalaTree | ParseError;
};

const isParseError = (tree: ScalaTree | ParseError): tree is ParseError => typeof tree.error === 'string';

/** A file that does not parse: scalameta's message, at its line and column (1-based). */
export class ScalaSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'ScalaSyntaxError';
  }
}

const DIALECTS = { sbt: 'Sbt1', scala: 'Scala212', 'scala-2.13': 'Scala213' } as const;

/**
 * The statements of a `.sbt` file (sbt 1's dialect), of a `.scala` file of `project/` (Scala 2.12,
 * as sbt 1 compiles it), or of a library's Scala 2.13 source.
 */
export function parseScala(text: string, kind: keyof typeof DIALECTS): ScalaTree[] {
  const tree = parseSource(text, { dialect: DIALECTS[kind] });
  if (isParseError(tree)) throw new ScalaSyntaxError(tree.error, tree.lineNumber + 1, tree.columnNumber + 1);
  return tree.stats as ScalaTree[];
}

export const isTree = (value: unknown): value is ScalaTree =>
  value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';

/** A child of `tree` that is a tree, when there is one. */
export const child = (tree: ScalaTree, field: string): ScalaTree | undefined => {
  const value = tree[field];
  return isTree(value) ? value : undefined;
};

/** The arguments of an application (`f(a, b)`, `a op b`). */
export const argumentsOf = (tree: ScalaTree): ScalaTree[] =>
  ((child(tree, 'argClause')?.values as ScalaTree[] | undefined) ?? []).filter(isTree);

/** The name a `Term.Name` or `Type.Name` holds. */
export const nameOf = (tree: ScalaTree | undefined): string | undefined =>
  tree !== undefined && (tree.type === 'Term.Name' || tree.type === 'Type.Name') ? String(tree.value) : undefined;

/** The statements of a block, a template (`object`, `new { }`) or one expression. */
export function statementsOf(tree: ScalaTree): ScalaTree[] {
  if (tree.type === 'Term.Block') return (tree.stats as ScalaTree[]).filter(isTree);
  const body = child(tree, 'templ') ?? tree;
  const stats = child(body, 'body')?.stats ?? body.stats;
  return Array.isArray(stats) ? stats.filter(isTree) : [tree];
}
