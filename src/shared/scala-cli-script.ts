/**
 * A compiled example as a Scala CLI program that runs as it stands and ends when its example
 * ends: the example set's Scala version and the modules the code uses as `//> using` directives,
 * then the blocks the example depends on, the example itself and the page's cleanup of what they
 * started, in page order, inside one `App` object. The build and the browser both assemble it
 * here, so the script a reader copies is the one `npm run examples -- --check` compiled and ran.
 */

/** One of the set's modules, in Scala CLI's form (`org::name:version`), with the packages that call for it. */
export interface ScriptDependency {
  coordinate: string;
  /** Package prefixes only this module brings (`monix`); empty: always part of the script. */
  packages: readonly string[];
}

/** What every script of a page needs: the example set's Scala version and modules. */
export interface ScriptSet {
  scalaVersion: string;
  dependencies: readonly ScriptDependency[];
}

/**
 * How a block's code sits in the program, mirroring mdoc's scopes: `nest` opens a block whose
 * definitions may shadow earlier ones until the end; `compile-only` and `crash` code runs in a
 * block of its own, its definitions unseen by later blocks.
 */
export type ScriptWrap = 'nest' | 'compile-only' | 'crash';

export interface ScriptBlock {
  code: string;
  /** 0-based first and last code lines of each expression whose value the page shows. */
  prints: ReadonlyArray<readonly [number, number]>;
  wrap?: ScriptWrap;
}

/** The parts of one script, in page order. */
export interface ScriptParts {
  /** The earlier blocks the example sees. */
  context: readonly ScriptBlock[];
  example: ScriptBlock;
  /** Later blocks the page marks as cleanup of what the script started (see `isCleanup`). */
  cleanup: readonly ScriptBlock[];
}

/** The object the program runs in; `App` runs its body from `main`, on the main thread. */
const SCRIPT_OBJECT = 'Example';

/**
 * A block whose code starts with a `// Cleanup` comment releases what earlier blocks started (a
 * thread pool, a server): every script that defines what it uses ends with it, as the page does.
 */
export function isCleanup(code: string): boolean {
  const first = code.split('\n').find((line) => line.trim() !== '');
  return first !== undefined && /^\s*\/\/\s*cleanup\b/i.test(first);
}

export function scalaCliScript(set: ScriptSet, { context, example, cleanup }: ScriptParts): string {
  const blocks = [...context, example, ...cleanup];
  const lines = [
    `//> using scala ${set.scalaVersion}`,
    ...usedDependencies(set.dependencies, blocks.map((block) => block.code).join('\n')).map(
      (dependency) => `//> using dep ${dependency}`,
    ),
    '',
    `// Save as ${SCRIPT_OBJECT}.scala and run: scala-cli run ${SCRIPT_OBJECT}.scala`,
    ...exampleNote(example, context.length, cleanup.length > 0),
    `object ${SCRIPT_OBJECT} extends App {`,
  ];
  let open = 0;
  context.forEach((block, index) => {
    if (index > 0) lines.push('');
    const code = withPrints(block);
    if (block.wrap === 'nest') {
      lines.push('locally {');
      open++;
    }
    lines.push(...code);
  });
  if (context.length > 0) lines.push('');
  const own = withPrints(example);
  const rest = cleanup.flatMap((block) => ['', ...withPrints(block)]);
  if (example.wrap === 'crash' && cleanup.length > 0) lines.push('try {', ...own, '} finally {', ...rest.slice(1), '}');
  else if (example.wrap === 'compile-only' || example.wrap === 'crash') lines.push('locally {', ...own, '}', ...rest);
  else {
    if (example.wrap === 'nest') {
      lines.push('locally {');
      open++;
    }
    lines.push(...own, ...rest);
  }
  lines.push(...Array.from({ length: open }, () => '}'), '}', '');
  return lines.join('\n');
}

/** What a reader needs to know before running a script that does not simply run its example. */
function exampleNote(example: ScriptBlock, earlier: number, cleanup: boolean): string[] {
  const after = earlier === 0 ? '' : ` after the ${earlier === 1 ? 'example' : `${earlier} examples`} it builds on`;
  if (example.wrap === 'compile-only') {
    return [
      '// On its page this example is compile-only: it is compiled but never run.',
      `// This script runs its code, once${after}.`,
    ];
  }
  if (example.wrap === 'crash') {
    return [
      '// This example ends in an exception, as on its page: the script stops there with its stack',
      `// trace and exit status 1${cleanup ? ', after the cleanup at its end has run' : ''}.`,
    ];
  }
  return [];
}

/**
 * The coordinates the code uses: each module whose packages it names (in an import or a qualified
 * name, outside comments and strings), with the modules that declare no packages. Code that
 * names none of them gets the set's first module, which the set's pages build on.
 */
export function usedDependencies(dependencies: readonly ScriptDependency[], code: string): string[] {
  const text = withoutCommentsAndStrings(code);
  const used = dependencies.filter(
    ({ packages }) => packages.length === 0 || packages.some((prefix) => namesPackage(text, prefix)),
  );
  if (used.length === 0 && dependencies.length > 0) return [dependencies[0]!.coordinate];
  return used.map((dependency) => dependency.coordinate);
}

function namesPackage(text: string, prefix: string): boolean {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.])${escaped}(?![\\w])`).test(text);
}

function withoutCommentsAndStrings(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"/g, ' ');
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
