import type { ScalaBlock } from './scala-blocks';

/**
 * The file mdoc compiles for a page, and where each of its lines is in the page. The page's mdoc
 * blocks stand at their own line numbers, every other line is blank, and a marker line before
 * each block lets its output be found even when `mdoc:invisible` leaves nothing behind. The
 * marker takes the blank line above a block; a block with none (the first line, or directly
 * after another block's closing fence) gets a line of its own, and the lines after it are
 * mapped back, so every position mdoc reports is still a place in the page.
 */
export interface MdocDocument {
  text: string;
  /** For each line of `text` (0-based), its line in the page and the columns the page has before its text. */
  places: ReadonlyArray<{ line: number; indent: number }>;
}

export function mdocInput(lineCount: number, blocks: readonly ScalaBlock[]): MdocDocument {
  const lines: string[] = [];
  const places: Array<{ line: number; indent: number }> = [];
  const push = (text: string, line: number, indent = 0) => {
    lines.push(text);
    places.push({ line, indent });
  };
  let next = 1;
  let blankAbove = false;
  blocks.forEach((block, index) => {
    for (; next < block.line; next++, blankAbove = true) push('', next);
    const marker = `<!-- example ${index} -->`;
    if (blankAbove) lines[lines.length - 1] = marker;
    else push(marker, block.line);
    const modifiers = block.modifiers.length === 0 ? 'mdoc' : `mdoc:${block.modifiers.join(':')}`;
    const code = block.code === '' ? [] : block.code.split('\n');
    push(`\`\`\`scala ${modifiers}`, block.line, block.indent);
    code.forEach((text, offset) => {
      push(escapeVariables(text), block.line + 1 + offset, block.indent);
    });
    push('```', block.line + 1 + code.length, block.indent);
    next = block.line + 2 + code.length;
    blankAbove = false;
  });
  for (; next <= lineCount; next++) push('', next);
  return { text: `${lines.join('\n')}\n`, places };
}

/**
 * The page's text has its variables substituted already; mdoc, which substitutes `@NAME@` in
 * every line it reads, is handed `@@NAME@`, which it turns back into `@NAME@`.
 */
function escapeVariables(line: string): string {
  return line.replace(/@(\w+)@/g, '@@$1@');
}

const MARKER = /^<!-- example (\d+) -->$/;

/**
 * What mdoc rendered for each block, in order: the code and output of its fence, the Markdown a
 * `passthrough` block printed, or null when nothing is shown.
 */
export function parseMdocOutput(
  output: string,
  blocks: ReadonlyArray<Pick<ScalaBlock, 'modifiers'>>,
): Array<string | null> {
  const rendered: Array<string | null> = blocks.map(() => null);
  const lines = output.split('\n');
  const starts = new Map<number, number>();
  lines.forEach((line, index) => {
    const found = MARKER.exec(line);
    if (found) starts.set(Number(found[1]), index + 1);
  });
  const ends = [...starts.values()].sort((a, b) => a - b);
  blocks.forEach((block, index) => {
    const start = starts.get(index);
    if (start === undefined) return;
    const end = ends.find((candidate) => candidate > start) ?? lines.length + 1;
    const segment = lines.slice(start, end - 1);
    if (block.modifiers.includes('passthrough')) {
      rendered[index] = segment.join('\n').replace(/\n+$/, '');
      return;
    }
    const open = /^(`{3,})scala\s*$/.exec(segment[0] ?? '');
    if (open === null) return;
    const close = segment.findIndex((line, at) => at > 0 && line.trimEnd() === open[1]);
    rendered[index] = segment.slice(1, close === -1 ? segment.length : close).join('\n');
  });
  return rendered;
}

/**
 * A block's rendering as a reader's own program would print it. mdoc runs a page as the body of
 * its object `repl.MdocSession.MdocApp`, from a copy of the page named after its path
 * (`content__current__x.md`) whose lines are mdoc's: a stack trace names that object as the
 * page's Scala CLI script names its own (`Example`) and the file as the page (`x.md`), at the
 * page's own lines; a compiler message names the page's types as the page writes them.
 */
export function asReadersOwn(rendered: string, inputName: string, document: MdocDocument, pageFile: string): string {
  const name = inputName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const file = pageFile.split('/').pop()!;
  return rendered
    .replace(new RegExp(`\\(${name}:(\\d+)\\)`, 'g'), (text, line: string) => {
      const place = document.places[Number(line) - 1];
      return place === undefined ? text : `(${file}:${place.line})`;
    })
    .replace(/\brepl\.MdocSession\$MdocApp(?=[$.(])/g, 'Example')
    .replace(/\brepl\.MdocSession\.MdocApp\./g, '');
}
