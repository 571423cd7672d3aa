/**
 * The ```scala mdoc blocks of a page, found as mdoc finds them: a fence of backticks opens on a
 * line with only whitespace before it (so fences inside list items count), and closes at a line of
 * only backticks that starts at the same column. A block may follow another's closing fence
 * directly. Only an info string that starts with `scala mdoc` is compiled; a plain ```scala block,
 * or any other, is left to the page. An info string may end with `examples=NAME`, the example set
 * the block compiles against when it is not the page's; mdoc never sees it.
 */

const FLAGS = [
  'silent',
  'invisible',
  'fail',
  'crash',
  'warn',
  'reset',
  'reset-class',
  'reset-object',
  'nest',
  'to-string',
  'compile-only',
  'passthrough',
] as const;

/** pprint's options, written `height=N` and `width=N`. */
const SIZED = /^(height|width)=\d+$/;

export interface ScalaBlock {
  /** 1-based line of the opening fence in the page file. */
  line: number;
  /** Columns before the opening fence (a block in a list item is indented); its code is read without them. */
  indent: number;
  /** mdoc modifiers in the order written; empty for mdoc's default (code and evaluated output). */
  modifiers: string[];
  /** The code between the fences, without the fence's indentation. */
  code: string;
  /** The example set the fence names with `examples=NAME`; absent, the block compiles with the page's set. */
  examples?: string;
}

interface ScalaBlockProblem {
  line: number;
  message: string;
}

const OPEN = /^([ \t]*)(`{3,})(.*)$/;

/** `examples=NAME` (or `examples="NAME"`) at the end of an info string, after a space. */
const EXAMPLES_ATTRIBUTE = /\s+examples=(?:"([^"\s]*)"|([^"\s]*))$/;

/**
 * An mdoc fence's info string as mdoc reads it, once the example set it may name is taken off:
 * `undefined` unless it starts with `scala mdoc`; no modifiers for `scala mdoc` itself; else what
 * follows `scala mdoc:`, split at `:`.
 */
export function mdocFence(info: string | undefined): { modifiers: string[]; examples?: string } | undefined {
  let text = (info ?? '').trim();
  if (!text.startsWith('scala mdoc')) return undefined;
  const attribute = EXAMPLES_ATTRIBUTE.exec(text);
  if (attribute !== null) text = text.slice(0, attribute.index);
  const examples = attribute === null ? {} : { examples: attribute[1] ?? attribute[2] ?? '' };
  if (!text.includes(':')) return { modifiers: [], ...examples };
  // mdoc reads modifiers case-insensitively; a colon elsewhere makes the whole rest one bad modifier.
  const modifiers = text.startsWith('scala mdoc:')
    ? text.slice('scala mdoc:'.length).toLowerCase().split(':')
    : [text.slice('scala mdoc'.length).trim()];
  return { modifiers, ...examples };
}

/** The mdoc modifiers of an info string, as `mdocFence` reads them; `undefined` for a fence mdoc does not read. */
export function mdocModifiers(info: string | undefined): string[] | undefined {
  return mdocFence(info)?.modifiers;
}

/** What mdoc refuses in a fence's modifiers, as it refuses it; undefined when mdoc accepts them. */
function modifierProblem(modifiers: readonly string[]): string | undefined {
  const unknown = modifiers.find(
    (modifier) => !(FLAGS as readonly string[]).includes(modifier) && !SIZED.test(modifier),
  );
  if (unknown !== undefined)
    return `unknown mdoc modifier "${unknown}"; use one of ${FLAGS.join(', ')}, height=N, width=N.`;
  const has = (modifier: string) => modifiers.includes(modifier);
  if (has('fail') && has('crash')) return 'mdoc cannot combine the modifiers "crash" and "fail"; keep one.';
  if (has('silent') && has('invisible')) return 'mdoc cannot combine the modifiers "silent" and "invisible"; keep one.';
  const others = modifiers.filter((modifier) => modifier !== 'compile-only');
  if (has('compile-only') && others.length > 0)
    return `mdoc cannot combine "compile-only" with ${others.map((modifier) => `"${modifier}"`).join(', ')}; write it alone.`;
  return undefined;
}

/** The mdoc blocks of `body`, whose first line is line `firstLine` of the page file. */
export function findScalaBlocks(
  body: string,
  firstLine: number,
): { blocks: ScalaBlock[]; problems: ScalaBlockProblem[] } {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ScalaBlock[] = [];
  const problems: ScalaBlockProblem[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = OPEN.exec(lines[index]!);
    if (open === null) continue;
    const [, prefix = '', backticks = '', info = ''] = open;
    const indent = prefix.length;
    let end = index + 1;
    while (end < lines.length && !isClosingFence(lines[end]!, backticks, indent)) end++;
    const fence = mdocFence(info);
    if (fence !== undefined) {
      const line = firstLine + index;
      const { modifiers, examples } = fence;
      const problem =
        examples === ''
          ? 'examples= names no example set; write the name of one, as in examples=current-ce3, or leave it out.'
          : modifierProblem(modifiers);
      if (problem === undefined)
        blocks.push({
          line,
          indent,
          modifiers,
          code: lines
            .slice(index + 1, end)
            .map((text) => dropIndent(text, indent))
            .join('\n'),
          ...(examples === undefined ? {} : { examples }),
        });
      else problems.push({ line, message: problem });
    }
    index = end;
  }
  return { blocks, problems };
}

/** mdoc's closing fence: the opening backticks at the opening column, on a line of backticks and blanks. */
function isClosingFence(line: string, backticks: string, indent: number): boolean {
  return line.indexOf(backticks) === indent && /^[`\s]*$/.test(line);
}

/** As mdoc drops a fence's indentation from each line of its code: lines shorter than it stay. */
function dropIndent(line: string, indent: number): string {
  return indent > 0 && line.length >= indent ? line.slice(indent) : line;
}
