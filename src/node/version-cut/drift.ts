import type { ApiItem } from '../api-coverage/scala-api';
import type { ModuleApi } from '../api-reference/module-api';
import type { CachedSet } from '../examples/cache-store';
import type { ExampleProblem } from '../examples/mdoc-runner';
import type { PageExamples } from '../examples/page-examples';
import type { TypeEntry } from '../examples/types/page-types';

/** What a new release changed for one page of current; lines and columns are the page file's. */
export interface PageDrift {
  fileName: string;
  /** Compiler (or exception) messages of examples that no longer compile or run: the page needs its owner. */
  failures: Array<{ line: number; column: number; message: string }>;
  /** Blocks whose evaluated output changed: the lines that went and the lines that came. */
  output: Array<{ line: number; old: string[]; new: string[] }>;
  /** Identifiers whose type changed, one entry per change with every place it shows. */
  types: Array<{ identifier: string; old: string; new: string; places: Array<{ line: number; column: number }> }>;
}

export interface Drift {
  currentName: string;
  previousRelease: string;
  release: string;
  archived: { name: string; label: string; path: string };
  /** Pages of current with Scala blocks, all compiled against the new release. */
  pageCount: number;
  /** Only the pages where something changed, in file order. */
  pages: PageDrift[];
  /** Public names the new release adds that no page of current mentions. */
  unmentioned: ApiItem[];
  /** Public names of the old release that the new one no longer has. */
  removed: ApiItem[];
}

interface DriftInput extends Omit<Drift, 'pages' | 'pageCount' | 'unmentioned' | 'removed'> {
  pages: readonly PageExamples[];
  /** By page, and by set for a page whose blocks compile against more than one. */
  before: ReadonlyMap<PageExamples, CachedSet | undefined>;
  after: ReadonlyMap<PageExamples, CachedSet | undefined>;
  problems: readonly ExampleProblem[];
  oldApi: readonly ModuleApi[];
  newApi: readonly ModuleApi[];
  /** The coverage check's list for current on the new release. */
  missing: readonly ApiItem[];
}

export function computeDrift({
  pages,
  before,
  after,
  problems,
  oldApi,
  newApi,
  missing,
  ...release
}: DriftInput): Drift {
  const drifts = pages
    .map((page): PageDrift => {
      // A page's problems are told once, with its first set's blocks.
      const failures = problems
        .filter((problem) => problem.fileName === page.fileName && page.pageSets[0] === page.set.name)
        .map(({ line, column, message }) => ({ line, column, message }));
      const old = before.get(page);
      const now = after.get(page);
      if (failures.length > 0 || old === undefined || now === undefined)
        return { fileName: page.fileName, failures, output: [], types: [] };
      return {
        fileName: page.fileName,
        failures,
        output: outputChanges(page, old, now),
        types: typeChanges(page, old, now),
      };
    })
    .filter((drift) => drift.failures.length + drift.output.length + drift.types.length > 0)
    .sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
  const names = (api: readonly ModuleApi[]) =>
    new Map(
      api
        .flatMap((module) => module.items)
        .filter((item) => item.kind !== 'instance')
        .map(({ kind, name, qualifiedName }) => [qualifiedName, { kind, name, qualifiedName }]),
    );
  const oldNames = names(oldApi);
  const newNames = names(newApi);
  return {
    ...release,
    pageCount: new Set(pages.map((page) => page.fileName)).size,
    pages: drifts,
    unmentioned: missing.filter((item) => !oldNames.has(item.qualifiedName)),
    removed: [...oldNames.values()]
      .filter((item) => !newNames.has(item.qualifiedName))
      .sort((a, b) => a.qualifiedName.localeCompare(b.qualifiedName)),
  };
}

function outputChanges(page: PageExamples, old: CachedSet, now: CachedSet): PageDrift['output'] {
  return page.blocks.flatMap((block, index) => {
    const before = old.rendered[index] ?? '';
    const after = now.rendered[index] ?? '';
    if (before === after) return [];
    return [{ line: block.line, ...lineChanges(before.split('\n'), after.split('\n')) }];
  });
}

/** The lines only `a` has and the lines only `b` has, around their longest common run. */
export function lineChanges(a: readonly string[], b: readonly string[]): { old: string[]; new: string[] } {
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const old: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && common[i + 1]![j]! >= common[i]![j + 1]!)) old.push(a[i++]!);
    else added.push(b[j++]!);
  }
  return { old, new: added };
}

/** A changed signature shows wherever the name is used; the report says it once, with its places. */
function typeChanges(page: PageExamples, old: CachedSet, now: CachedSet): PageDrift['types'] {
  const changes = new Map<string, PageDrift['types'][number]>();
  for (const { line, column, ...change } of typeChangesAt(page, old, now)) {
    const key = JSON.stringify([change.identifier, change.old, change.new]);
    const known = changes.get(key) ?? { ...change, places: [] };
    known.places.push({ line, column });
    changes.set(key, known);
  }
  return [...changes.values()];
}

function typeChangesAt(page: PageExamples, old: CachedSet, now: CachedSet) {
  return page.blocks.flatMap((block, index) => {
    const at = (cached: CachedSet) =>
      new Map(
        (cached.types?.blocks[index] ?? []).map(([line, column, length, entry]) => [
          `${line}:${column}:${length}`,
          cached.types.entries[entry]!,
        ]),
      );
    const before = at(old);
    const after = at(now);
    const codeLines = block.code.split('\n');
    const places = [...new Set([...before.keys(), ...after.keys()])]
      .map((key) => key.split(':').map(Number) as [number, number, number])
      .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    return places.flatMap(([line, column, length]) => {
      const key = `${line}:${column}:${length}`;
      const [was, is] = [before.get(key), after.get(key)];
      if (JSON.stringify(was) === JSON.stringify(is)) return [];
      const [oldText, newText] = describePair(was, is);
      // The code starts on the line after the opening fence.
      return [
        {
          line: block.line + 1 + line,
          column: column + 1,
          identifier: codeLines[line]?.slice(column, column + length) ?? '',
          old: oldText,
          new: newText,
        },
      ];
    });
  });
}

/** What a reader sees of an entry; the whole entry when that reads the same on both sides. */
function describePair(was: TypeEntry | undefined, is: TypeEntry | undefined): [string, string] {
  const describe = (entry: TypeEntry | undefined) => {
    if (entry === undefined) return '(no type)';
    const implicits = (entry.implicits ?? []).map((argument) => `${argument.param} = ${argument.value}`);
    return [
      entry.signature,
      ...(entry.type === undefined ? [] : [`type ${entry.type}`]),
      ...(implicits.length === 0 ? [] : [`implicits ${implicits.join(', ')}`]),
      ...(entry.via === undefined ? [] : [`via ${entry.via}`]),
    ].join('; ');
  };
  const pair: [string, string] = [describe(was), describe(is)];
  return pair[0] === pair[1] ? [JSON.stringify(was), JSON.stringify(is)] : pair;
}
