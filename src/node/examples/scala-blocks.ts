/**
 * The ```scala blocks of a page, as mdoc sees them: fences that start at the beginning of a line.
 * Every such block is compiled; its mdoc modifiers follow the language (```scala mdoc:silent).
 */

const MDOC_MODIFIERS = [
  'silent',
  'invisible',
  'fail',
  'crash',
  'warn',
  'reset',
  'reset-object',
  'reset-class',
  'nest',
  'compile-only',
  'to-string',
] as const;

export interface ScalaBlock {
  /** 1-based line of the opening fence in the page file. */
  line: number;
  /** mdoc modifiers in the order written; empty for mdoc's default (code and evaluated output). */
  modifiers: string[];
  /** The code between the fences, as marked hands it to the code renderer. */
  code: string;
}

interface ScalaBlockProblem {
  line: number;
  message: string;
}

const OPEN = /^(`{3,}|~{3,})scala(?:[ \t]+(.*))?$/;

/** Splits `scala mdoc:reset:silent title="x"` into its mdoc modifiers; `undefined` when none is written. */
export function mdocModifiers(info: string | undefined): string[] | undefined {
  const word = (info ?? '').split(/\s+/).find((part) => part === 'mdoc' || part.startsWith('mdoc:'));
  if (word === undefined) return undefined;
  return word === 'mdoc' ? [] : word.slice('mdoc:'.length).split(':');
}

/** The scala blocks of `body`, whose first line is line `firstLine` of the page file. */
export function findScalaBlocks(body: string, firstLine: number): { blocks: ScalaBlock[]; problems: ScalaBlockProblem[] } {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ScalaBlock[] = [];
  const problems: ScalaBlockProblem[] = [];
  let lastClose = -2;
  for (let index = 0; index < lines.length; index++) {
    const open = OPEN.exec(lines[index]!);
    if (open === null) continue;
    const fence = open[1]!;
    const line = firstLine + index;
    let end = index + 1;
    while (end < lines.length && !isClosingFence(lines[end]!, fence)) end++;
    const code = lines.slice(index + 1, end).join('\n');
    if (isBuildDirectives(code)) {
      index = end;
      continue;
    }
    const modifiers = mdocModifiers(open[2]) ?? [];
    for (const modifier of modifiers) {
      if (!(MDOC_MODIFIERS as readonly string[]).includes(modifier)) {
        problems.push({ line, message: `unknown mdoc modifier "${modifier}"; use one of ${MDOC_MODIFIERS.join(', ')}.` });
      }
    }
    // mdoc's output is matched back to blocks through a marker line written between them.
    if (index === lastClose + 1) problems.push({ line, message: 'a Scala block follows the previous one directly; separate them with a blank line.' });
    blocks.push({ line, modifiers, code });
    lastClose = end;
    index = end;
  }
  return { blocks, problems };
}

/**
 * A block of only Scala CLI `//> using` directives is a build file (the Scala CLI form of a
 * dependency), not an example: mdoc would take the directives for its own and render nothing.
 */
export function isBuildDirectives(code: string): boolean {
  const lines = code.split('\n').filter((line) => line.trim() !== '');
  return lines.length > 0 && lines.every((line) => line.trimStart().startsWith('//> using '));
}

function isClosingFence(line: string, fence: string): boolean {
  const trimmed = line.trimEnd();
  return trimmed.length >= fence.length && trimmed[0] === fence[0] && /^(`+|~+)$/.test(trimmed);
}
