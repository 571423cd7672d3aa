import type { ScalaBlock } from './scala-blocks';

/**
 * The file mdoc compiles for a page: the page's Scala blocks at their own line numbers (so mdoc's
 * positions are the page's), every other line blank, and a marker line before each block so the
 * output can be matched back to blocks even when `mdoc:invisible` leaves nothing behind.
 */
export function mdocInput(lineCount: number, blocks: readonly ScalaBlock[]): string {
  const lines: string[] = Array.from({ length: lineCount }, () => '');
  blocks.forEach((block, index) => {
    const fenceIndex = block.line - 1;
    // Pages start with front matter, so a block always has a line above it.
    lines[fenceIndex - 1] = marker(index);
    const modifiers = block.modifiers.length === 0 ? 'mdoc' : `mdoc:${block.modifiers.join(':')}`;
    const code = block.code === '' ? [] : block.code.split('\n');
    lines[fenceIndex] = '```scala ' + modifiers;
    code.forEach((text, offset) => (lines[fenceIndex + 1 + offset] = text));
    lines[fenceIndex + 1 + code.length] = '```';
  });
  return lines.join('\n') + '\n';
}

const MARKER = /^<!-- example (\d+) -->$/;

function marker(index: number): string {
  return `<!-- example ${index} -->`;
}

/** What mdoc rendered for each block, in order: the fence's text, or null when nothing is shown. */
export function parseMdocOutput(output: string, blockCount: number): Array<string | null> {
  const rendered: Array<string | null> = Array.from({ length: blockCount }, () => null);
  const lines = output.split('\n');
  let current: number | undefined;
  for (let index = 0; index < lines.length; index++) {
    const markerMatch = MARKER.exec(lines[index]!);
    if (markerMatch) {
      current = Number(markerMatch[1]);
      continue;
    }
    const open = /^(`{3,})scala\s*$/.exec(lines[index]!);
    if (open === null || current === undefined) continue;
    let end = index + 1;
    while (end < lines.length && lines[end]!.trimEnd() !== open[1]) end++;
    rendered[current] = lines.slice(index + 1, end).join('\n');
    current = undefined;
    index = end;
  }
  return rendered;
}
