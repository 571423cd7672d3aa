/**
 * A compiled example as a Scala CLI program that runs as it stands: the example set's Scala
 * version and coordinates as `//> using` directives, then the blocks the example depends on and
 * the example itself, in page order, inside one `App` object. The build and the browser both
 * assemble it here, so the script a reader copies is the one `npm run examples -- --check` compiled.
 */

/** What every script of a page needs: the example set's Scala version and exact coordinates. */
export interface ScriptSet {
  scalaVersion: string;
  dependencies: readonly string[];
}

/**
 * How a block's code sits in the program, mirroring mdoc's scopes: `nest` opens a block whose
 * definitions may shadow earlier ones until the end, `compile-only` code is compiled and never
 * run, and `crash` code runs in a block of its own, its definitions unseen by later blocks.
 */
export type ScriptWrap = 'nest' | 'compile-only' | 'crash';

export interface ScriptBlock {
  code: string;
  /** 0-based first and last code lines of each expression whose value the page shows. */
  prints: ReadonlyArray<readonly [number, number]>;
  wrap?: ScriptWrap;
}

/** The object the program runs in; `App` runs its body from `main`, on the main thread. */
export const SCRIPT_OBJECT = 'Example';

export function scalaCliScript(set: ScriptSet, blocks: readonly ScriptBlock[]): string {
  const lines = [
    `//> using scala ${set.scalaVersion}`,
    ...set.dependencies.map((dependency) => `//> using dep ${dependency}`),
    '',
    `// Save as ${SCRIPT_OBJECT}.scala and run: scala-cli run ${SCRIPT_OBJECT}.scala`,
    `object ${SCRIPT_OBJECT} extends App {`,
  ];
  let open = 0;
  blocks.forEach((block, index) => {
    if (index > 0) lines.push('');
    const code = withPrints(block);
    if (block.wrap === 'compile-only') lines.push(`object compileOnly${index} {`, ...code, '}');
    else if (block.wrap === 'crash') lines.push('locally {', ...code, '}');
    else {
      if (block.wrap === 'nest') {
        lines.push('locally {');
        open++;
      }
      lines.push(...code);
    }
  });
  lines.push(...Array.from({ length: open }, () => '}'), '}', '');
  return lines.join('\n');
}

/** The block's lines with each shown expression passed to `println`; a line ending in a comment gets its `)` on the next line. */
function withPrints({ code, prints }: ScriptBlock): string[] {
  const lines = code.split('\n');
  const starts = new Set(prints.map(([start]) => start));
  const ends = new Set(prints.map(([, end]) => end));
  return lines.flatMap((line, index) => {
    const text = starts.has(index) ? `println(${line}` : line;
    if (!ends.has(index)) return [text];
    return /\/\/|\/\*/.test(line) ? [text, ')'] : [`${text})`];
  });
}
