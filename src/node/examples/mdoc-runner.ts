import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { java } from './java';
import { asReadersOwn, mdocInput, parseMdocOutput, type MdocDocument } from './mdoc-document';
import type { PageExamples } from './page-examples';

/** A problem mdoc reported, at its place in the page file. */
export interface ExampleProblem {
  fileName: string;
  line: number;
  column: number;
  message: string;
}

interface MdocResult {
  /** What mdoc rendered for each block of each page it compiled without error. */
  rendered: Map<string, Array<string | null>>;
  problems: ExampleProblem[];
}

/** The pages of one example set, for mdoc. */
export interface MdocRun {
  mdocClasspath: readonly string[];
  classpath: readonly string[];
  scalacOptions: readonly string[];
  /** site.yaml's `examples.variables`, which mdoc takes as `--site.NAME value`. */
  variables: Readonly<Record<string, string>>;
  pages: readonly PageExamples[];
}

/** mdoc names files by their base name only, so each page gets a base name of its own. */
function inputName(page: PageExamples): string {
  return page.fileName.replaceAll('/', '__');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes (ESC [ … m), removed from mdoc's log.
const ANSI = /\x1b\[[0-9;]*m/g;
const REPORT = /^(error|warning): (\S+?\.md):(\d+):(\d+): ?(.*)$/;
const LOG_LINE = /^(info|error|warning): /;

/** mdoc's log as problems: each `error: file.md:L:C: message` with the lines that follow it. */
function parseMdocLog(
  log: string,
  pagesByInput: ReadonlyMap<string, { page: PageExamples; document: MdocDocument }>,
): { problems: ExampleProblem[]; unplaced: string[] } {
  const problems: ExampleProblem[] = [];
  const unplaced: string[] = [];
  const lines = log.replace(ANSI, '').split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const report = REPORT.exec(line);
    if (report === null) {
      if (line.startsWith('error:')) unplaced.push(line);
      continue;
    }
    const details: string[] = [];
    while (index + 1 < lines.length && !LOG_LINE.test(lines[index + 1]!)) details.push(lines[++index]!);
    if (report[1] !== 'error') continue;
    const input = pagesByInput.get(report[2]!);
    const message = [report[5]!, ...details].join('\n').trimEnd();
    const place = input?.document.places[Number(report[3]) - 1];
    const column = Number(report[4]) + (place?.indent ?? 0);
    problems.push({
      fileName: input?.page.fileName ?? report[2]!,
      line: place?.line ?? Number(report[3]),
      column,
      message,
    });
  }
  return { problems, unplaced };
}

const LAUNCHER = fileURLToPath(new URL('./MdocSets.java', import.meta.url));

/**
 * Compiles and evaluates the pages of each example set with mdoc, every set in one JVM (one per
 * mdoc classpath). Each page is handed to mdoc with its own line numbers, so every position mdoc
 * reports is a line of the page file. mdoc stops evaluating at the first page with an error and
 * copies the rest unprocessed, so those are run again until every page has been compiled or has
 * failed.
 */
export async function runMdoc(projectRoot: string, runs: readonly MdocRun[]): Promise<MdocResult[]> {
  const results: MdocResult[] = runs.map(() => ({ rendered: new Map(), problems: [] }));
  let pending = runs.map((run) => [...run.pages]);
  while (pending.some((pages) => pages.length > 0)) {
    const batch = runs.flatMap((run, index) =>
      pending[index]!.length > 0 ? [{ index, run: { ...run, pages: pending[index]! } }] : [],
    );
    const outcomes = await runMdocOnce(
      projectRoot,
      batch.map(({ run }) => run),
    );
    const next = runs.map((): PageExamples[] => []);
    batch.forEach(({ index }, position) => {
      const { rendered, problems, unprocessed } = outcomes[position]!;
      for (const [page, blocks] of rendered) results[index]!.rendered.set(page, blocks);
      results[index]!.problems.push(...problems);
      // Without a new failure, unprocessed pages would only come back the same way: they fail, so
      // that no page is counted as neither passed nor failed.
      if (problems.length === 0) results[index]!.problems.push(...unprocessed.map(leftUnprocessed));
      else next[index] = unprocessed;
    });
    pending = next;
  }
  return results;
}

function leftUnprocessed(page: PageExamples): ExampleProblem {
  return {
    fileName: page.fileName,
    line: page.blocks[0]!.line,
    column: 1,
    message: 'was left unprocessed by mdoc, which reported no error, so its examples were not checked.',
  };
}

/** One pass of mdoc over each run's pages, the runs that share an mdoc classpath in one JVM. */
async function runMdocOnce(
  projectRoot: string,
  runs: readonly MdocRun[],
): Promise<Array<MdocResult & { unprocessed: PageExamples[] }>> {
  await mkdir(join(projectRoot, '.cache/examples'), { recursive: true });
  const work = await mkdtemp(join(projectRoot, '.cache/examples/run-'));
  try {
    const prepared = await Promise.all(runs.map((run, index) => prepareRun(join(work, `set${index}`), run)));
    const byClasspath = new Map<string, typeof prepared>();
    for (const [index, run] of runs.entries()) {
      const key = run.mdocClasspath.join(delimiter);
      byClasspath.set(key, [...(byClasspath.get(key) ?? []), prepared[index]!]);
    }
    for (const [classpath, sets] of byClasspath) {
      const { log } = await java(
        [
          '-Xss8m',
          '-Dfile.encoding=UTF-8',
          '-Duser.timezone=UTC',
          '-Duser.language=en',
          '-Duser.country=US',
          '-cp',
          classpath,
          LAUNCHER,
          ...sets.map((set) => set.argsFile),
        ],
        work,
      );
      for (const set of sets) {
        const exit = await readFile(`${set.argsFile}.exit`, 'utf8').catch(() => undefined);
        if (exit === undefined)
          throw new Error(
            `mdoc stopped before it finished the pages of ${set.run.pages[0]!.fileName} and the rest of its set:\n${log.trim()}`,
          );
        set.exitCode = Number(exit);
      }
    }
    return await Promise.all(prepared.map((set) => readRun(set)));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

interface PreparedRun {
  run: MdocRun;
  argsFile: string;
  output: string;
  pagesByInput: Map<string, { page: PageExamples; document: MdocDocument }>;
  exitCode?: number;
}

/** The pages as mdoc's input files in `dir`, and mdoc's arguments, one per line. */
async function prepareRun(dir: string, run: MdocRun): Promise<PreparedRun> {
  const input = join(dir, 'in');
  const output = join(dir, 'out');
  await mkdir(input, { recursive: true });
  const pagesByInput = new Map(
    run.pages.map((page) => [inputName(page), { page, document: mdocInput(page.lineCount, page.blocks) }]),
  );
  for (const [name, { document }] of pagesByInput) await writeFile(join(input, name), document.text);
  const args = [
    '--classpath',
    run.classpath.join(delimiter),
    '--in',
    input,
    '--out',
    output,
    '--no-link-hygiene',
    ...(run.scalacOptions.length > 0 ? ['--scalac-options', run.scalacOptions.join(' ')] : []),
    ...Object.entries(run.variables).flatMap(([name, value]) => [`--site.${name}`, value]),
  ];
  const argsFile = join(dir, 'args');
  await writeFile(argsFile, `${args.join('\n')}\n`);
  return { run, argsFile, output, pagesByInput };
}

/** What mdoc rendered and reported for one run. */
async function readRun({
  argsFile,
  output,
  pagesByInput,
  exitCode,
}: PreparedRun): Promise<MdocResult & { unprocessed: PageExamples[] }> {
  const log = await readFile(`${argsFile}.log`, 'utf8');
  const { problems, unplaced } = parseMdocLog(log, pagesByInput);
  if (exitCode !== 0 && problems.length === 0) {
    throw new Error(
      `mdoc failed without reporting a page (exit code ${exitCode}):\n${(unplaced.length > 0 ? unplaced.join('\n') : log).trim()}`,
    );
  }
  const failed = new Set(problems.map((problem) => problem.fileName));
  const rendered = new Map<string, Array<string | null>>();
  const unprocessed: PageExamples[] = [];
  for (const [name, { page, document }] of pagesByInput) {
    const file = join(output, name);
    if (failed.has(page.fileName)) continue;
    const text = existsSync(file) ? await readFile(file, 'utf8') : undefined;
    if (text === undefined || /^```scala mdoc/m.test(text)) unprocessed.push(page);
    else
      rendered.set(
        page.fileName,
        parseMdocOutput(text, page.blocks).map((block) =>
          block === null ? null : asReadersOwn(block, name, document, page.fileName),
        ),
      );
  }
  return { rendered, problems, unprocessed };
}
