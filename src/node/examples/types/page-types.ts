import type { ExampleProblem } from '../mdoc-runner';
import type { ScalaBlock } from '../scala-blocks';
import type { FileTypes, RawTypeEntry } from './type-program';
import { blockPosition, type TypeSource } from './type-source';

/** What the compiler says about one identifier (see ExampleTypes.scala); the same for every place it is shown. */
export type TypeEntry = RawTypeEntry;

/** An identifier in a block's code: 0-based line and column, its length and the index of its entry. */
export type TypeOccurrence = [line: number, column: number, length: number, entry: number];

/** The types of a page's examples, as committed beside its compiled output. */
export interface PageTypes {
  entries: TypeEntry[];
  /** The occurrences of each Scala block of the page, in page order ([] for blocks without any). */
  blocks: TypeOccurrence[][];
}

const inPackages = (symbol: string | undefined, packages: readonly string[]) =>
  symbol !== undefined &&
  packages.some((name) => symbol === name || symbol.startsWith(`${name}.`) || symbol.startsWith(`${name}#`));

/**
 * Whether readers see an entry: everything the page defines (it has no symbol), and what comes
 * from `packages` or had an instance from them inserted; everything when `packages` is empty.
 */
export function isShown(entry: TypeEntry, packages: readonly string[]): boolean {
  if (packages.length === 0 || entry.symbol === undefined) return true;
  return (
    inPackages(entry.symbol, packages) ||
    (entry.implicits ?? []).some((argument) => inPackages(argument.symbol, packages))
  );
}

/**
 * The program's findings for a page's generated source, as positions in the page's blocks, with
 * only the entries readers see, numbered in the order they first appear.
 */
export function pageTypes(
  source: TypeSource,
  found: FileTypes,
  blockCount: number,
  packages: readonly string[],
): PageTypes {
  const blocks: TypeOccurrence[][] = Array.from({ length: blockCount }, () => []);
  const entries: TypeEntry[] = [];
  const renumbered = new Map<number, number>();
  for (const [start, end, index] of found.occurrences) {
    const entry = found.entries[index];
    const at = blockPosition(source, start);
    if (entry === undefined || at === undefined || !isShown(entry, packages)) continue;
    let shown = renumbered.get(index);
    if (shown === undefined) {
      shown = entries.push(entry) - 1;
      renumbered.set(index, shown);
    }
    blocks[at.block]!.push([at.line, at.column, end - start, shown]);
  }
  return { entries, blocks };
}

/** The program's compile errors at their place in the page file. */
export function typeErrors(
  fileName: string,
  blocks: readonly ScalaBlock[],
  source: TypeSource,
  found: FileTypes,
): ExampleProblem[] {
  return found.errors.map(([offset, message]) => {
    const at = blockPosition(source, offset);
    const block = blocks[at?.block ?? 0]!;
    return {
      fileName,
      // The code starts on the line after the opening fence.
      line: at === undefined ? block.line : block.line + 1 + at.line,
      column: at === undefined ? 1 : at.column + 1,
      message: `the types of this example could not be computed: ${message}`,
    };
  });
}
