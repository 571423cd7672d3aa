import { isCleanup, scalaCliScript, type ScriptSet, type ScriptWrap } from '../../shared/scala-cli-script';
import { outputLineNumbers } from './output-lines';
import type { ScalaBlock } from './scala-blocks';

/** What the Scala CLI script of one block is made of, besides the code the page already holds. */
export interface BlockScript {
  /** Earlier blocks of the page (0-based, in order) whose definitions this block sees. */
  dependsOn: number[];
  /** Later cleanup blocks of its scope (see `isCleanup`) that release what this script defines. */
  cleanup: number[];
  /** 0-based first and last code lines of each expression whose value the page shows. */
  prints: Array<[number, number]>;
  wrap?: ScriptWrap;
}

const has = (block: Pick<ScalaBlock, 'modifiers'>, ...modifiers: string[]) =>
  modifiers.some((modifier) => block.modifiers.includes(modifier));

/**
 * Each block's script, following mdoc's scopes as the types program does: a block sees the
 * blocks before it back to the last `reset`; `fail` and `warn` blocks are compiled by mdoc on
 * their own and have no script; `compile-only` and `crash` code is seen by no later block.
 * `invisible`, `silent` and `passthrough` blocks still count as code. A cleanup block ends the
 * scripts of the earlier blocks of its scope that see every definition of the page it uses.
 */
export function blockScripts(
  blocks: ReadonlyArray<Pick<ScalaBlock, 'modifiers' | 'code'>>,
  rendered: ReadonlyArray<string | null>,
): Array<BlockScript | undefined> {
  let visible: number[] = [];
  let scopeStart = 0;
  const scopes: number[] = [];
  const scripts = blocks.map((block, index) => {
    if (has(block, 'reset', 'reset-object', 'reset-class')) {
      visible = [];
      scopeStart = index;
    }
    scopes.push(scopeStart);
    if (has(block, 'fail', 'warn')) return undefined;
    const wrap: ScriptWrap | undefined = has(block, 'compile-only')
      ? 'compile-only'
      : has(block, 'crash')
        ? 'crash'
        : has(block, 'nest')
          ? 'nest'
          : undefined;
    const shown = !has(block, 'silent', 'invisible', 'compile-only', 'crash', 'passthrough');
    const script: BlockScript = {
      dependsOn: [...visible],
      cleanup: [],
      prints: shown ? shownExpressions(block.code, rendered[index] ?? null) : [],
      ...(wrap === undefined ? {} : { wrap }),
    };
    if (wrap !== 'compile-only' && wrap !== 'crash') visible.push(index);
    return script;
  });
  scripts.forEach((cleanup, at) => {
    if (cleanup === undefined || cleanup.wrap !== undefined || !isCleanup(blocks[at]!.code)) return;
    const uses = identifiers(blocks[at]!.code);
    const definedBy = new Map<string, number>();
    for (const earlier of cleanup.dependsOn)
      for (const name of definedNames(blocks[earlier]!.code)) if (uses.has(name)) definedBy.set(name, earlier);
    for (let index = scopes[at]!; index < at; index++) {
      const script = scripts[index];
      if (script === undefined || isCleanup(blocks[index]!.code)) continue;
      const sees = new Set([...script.dependsOn, index]);
      if ([...definedBy.values()].every((block) => sees.has(block))) script.cleanup.push(at);
    }
  });
  return scripts;
}

/** The script of every block that has one, as the browser assembles it from the page. */
export function pageScripts(
  set: ScriptSet,
  blocks: ReadonlyArray<Pick<ScalaBlock, 'modifiers' | 'code'>>,
  rendered: ReadonlyArray<string | null>,
): Array<string | undefined> {
  const scripts = blockScripts(blocks, rendered);
  const part = (index: number) => ({
    code: blocks[index]!.code,
    prints: scripts[index]!.prints,
    ...(scripts[index]!.wrap === undefined ? {} : { wrap: scripts[index]!.wrap }),
  });
  return scripts.map((script, index) =>
    script === undefined
      ? undefined
      : scalaCliScript(set, {
          context: script.dependsOn.map(part),
          example: part(index),
          cleanup: script.cleanup.map(part),
        }),
  );
}

/** Names a block defines at its top level: `val pool`, `def run`, `object Main`, `class Client`. */
function definedNames(code: string): string[] {
  const names: string[] = [];
  for (const start of statementStarts(code.split('\n'))) {
    const match =
      /^(?:(?:implicit|lazy|final|private|protected|sealed|abstract|case|override)\s+)*(?:val|var|def|object|class|trait|type)\s+([A-Za-z_][\w]*)/.exec(
        code.split('\n')[start]!,
      );
    if (match) names.push(match[1]!);
  }
  return names;
}

function identifiers(code: string): Set<string> {
  return new Set(code.replace(/\/\/[^\n]*|"(?:\\.|[^"\\\n])*"/g, ' ').match(/[A-Za-z_]\w*/g) ?? []);
}

const RESULT = /^\/\/ res\d+: /;

/**
 * The expressions mdoc showed a value for (`// res0: Int = 2` under them), as code line ranges.
 * An expression ends on the code line its output follows and starts where its statement does.
 */
export function shownExpressions(code: string, rendered: string | null): Array<[number, number]> {
  if (rendered === null) return [];
  const output = outputLineNumbers(code, rendered);
  const starts = statementStarts(code.split('\n'));
  const ends = new Set<number>();
  let codeLine = -1;
  rendered.split('\n').forEach((line, index) => {
    if (!output.has(index + 1)) codeLine++;
    // What the statement printed comes first, then its `res` line.
    else if (codeLine >= 0 && RESULT.test(line)) ends.add(codeLine);
  });
  return [...ends].map((end) => [starts.filter((start) => start <= end).at(-1) ?? 0, end]);
}

const CONTINUES_LINE = /(=|=>|,|\(|\{|\[|\.|\+|-|\*|\/|&&|\|\||<-|:|\bwith|\bextends|\bmatch|\byield)\s*$/;
const CONTINUATION = /^(\.|\}|\)|\]|else\b|yield\b|with\b|extends\b|catch\b|finally\b|match\b|case\b)/;

/**
 * The 0-based lines where a top-level statement starts. Examples are formatted code: a statement
 * starts at column 0, outside brackets, unless the line continues the previous one (`.method`,
 * a closing bracket, `else`) or the previous line cannot end a statement (`=`, `(`, an operator).
 */
export function statementStarts(lines: readonly string[]): number[] {
  const starts: number[] = [];
  let depth = 0;
  let inBlockComment = false;
  let inTripleQuote = false;
  let previous = '';
  lines.forEach((line, index) => {
    const atTop = depth === 0 && !inBlockComment && !inTripleQuote;
    if (
      atTop &&
      /^\S/.test(line) &&
      !line.startsWith('//') &&
      !CONTINUATION.test(line) &&
      !CONTINUES_LINE.test(previous)
    )
      starts.push(index);
    ({ depth, inBlockComment, inTripleQuote } = scanLine(line, depth, inBlockComment, inTripleQuote));
    const code = line.replace(/\/\/.*$/, '').trimEnd();
    if (code !== '') previous = code;
  });
  return starts;
}

/** Bracket depth after `line`, skipping string and character literals and comments. */
function scanLine(
  line: string,
  depth: number,
  inBlockComment: boolean,
  inTripleQuote: boolean,
): { depth: number; inBlockComment: boolean; inTripleQuote: boolean } {
  for (let at = 0; at < line.length; at++) {
    const rest = line.slice(at);
    if (inBlockComment) {
      if (rest.startsWith('*/')) {
        inBlockComment = false;
        at++;
      }
    } else if (inTripleQuote) {
      if (rest.startsWith('"""')) {
        inTripleQuote = false;
        at += 2;
      }
    } else if (rest.startsWith('//')) break;
    else if (rest.startsWith('/*')) {
      inBlockComment = true;
      at++;
    } else if (rest.startsWith('"""')) {
      inTripleQuote = true;
      at += 2;
    } else if (line[at] === '"') {
      at++;
      while (at < line.length && line[at] !== '"') at += line[at] === '\\' ? 2 : 1;
    } else if (/^'(\\.|[^'\\])'/.test(rest)) at += rest[1] === '\\' ? 3 : 2;
    else if ('([{'.includes(line[at]!)) depth++;
    else if (')]}'.includes(line[at]!)) depth = Math.max(0, depth - 1);
  }
  return { depth, inBlockComment, inTripleQuote };
}
