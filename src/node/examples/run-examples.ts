import { formatProblem } from '../../../schema/config-error';
import type { ExampleSet } from '../../../schema/examples';
import type { LoadedSite } from '../site/load-site';
import { cacheFile, readCachedPage, removeOrphans, writeCachedPage } from './cache-store';
import { checkScripts, type PageRendering, type ScriptJob } from './check-scripts';
import { isScala3, mdocArtifact } from './scala-version';
import { MavenError, resolveClasspath } from './maven';
import { runMdoc, type ExampleProblem } from './mdoc-runner';
import { collectPageExamples, type PageExamples } from './page-examples';
import type { ScalaBlock } from './scala-blocks';
import type { PageTypes } from './types/page-types';
import { uncheckedPages } from './unchecked-pages';
import { typecheckPages, type TypesJob, type TypesResult } from './types/typecheck-pages';
import { variablesFor } from './variables';

type ExamplesMode =
  /** Compile the pages whose cache is missing or stale (or those named), and write their output. */
  | 'update'
  /** Compile every page from scratch and compare with the committed output; write nothing. */
  | 'check';

interface RunExamplesOptions {
  projectRoot: string;
  site: LoadedSite;
  mode: ExamplesMode;
  /** Page files (content/…md) to compile; all pages that need it when empty. */
  only?: readonly string[];
  /** Compile every page even when its cache is up to date. */
  all?: boolean;
  repositories: readonly string[];
  log?: (line: string) => void;
}

interface RunExamplesResult {
  /** Pages whose examples compiled; each of the others that was to be compiled has a problem. */
  compiled: string[];
  written: string[];
  removed: string[];
  problems: ExampleProblem[];
}

/** `npm run examples`: resolve each set's classpath with Maven, run mdoc once per set, keep or check the output. */
export async function runExamples({
  projectRoot,
  site,
  mode,
  only = [],
  all = false,
  repositories,
  log = () => {},
}: RunExamplesOptions): Promise<RunExamplesResult> {
  const collected = collectPageExamples(site.config, site.versions);
  // A page naming a variable without a value is not compiled, as mdoc leaves it out; the others are.
  const missingVariables = new Set(site.missingVariables.map((problem) => problem.fileName));
  const pages = collected.pages.filter((page) => !missingVariables.has(page.fileName));
  const pageProblems = [
    ...collected.problems,
    ...site.missingVariables.filter((problem) => collected.pages.some((page) => page.fileName === problem.fileName)),
  ];
  const problems: ExampleProblem[] = [...pageProblems];
  const unknown = only.filter((file) => !collected.pages.some((page) => page.fileName === file));
  for (const file of unknown)
    problems.push({
      fileName: file,
      line: 1,
      column: 1,
      message: 'is not a page with mdoc blocks that an example set covers.',
    });

  // A page with a problem of its own is left out; the others are compiled and written.
  const selected = await selectPages(projectRoot, pages, mode, only, all);
  const bySet = new Map<ExampleSet, PageExamples[]>();
  for (const page of selected) bySet.set(page.set, [...(bySet.get(page.set) ?? []), page]);

  const result: RunExamplesResult = { compiled: [], written: [], removed: [], problems };
  const { mdocVersion, scalacOptions, types: typeSettings } = site.config.examples;
  const jobs: Array<TypesJob & ScriptJob> = [];
  // One Maven run at a time: runs that download the same artifact into one local repository can clash.
  for (const [set, setPages] of bySet) {
    try {
      const mdoc = `org.scalameta:${mdocArtifact(set.scalaVersion)}:${mdocVersion}`;
      const mdocClasspath = await resolveClasspath(
        projectRoot,
        { label: 'mdoc', dependencies: [mdoc], scalaVersion: set.scalaVersion, withCompiler: true },
        repositories,
      );
      const classpath = await resolveClasspath(
        projectRoot,
        {
          label: `example set "${set.name}"`,
          dependencies: set.dependencies,
          scalaVersion: set.scalaVersion,
          withCompiler: false,
        },
        repositories,
      );
      jobs.push({
        set,
        mdocClasspath,
        classpath,
        pages: setPages,
        ...(mode === 'check' ? { scripts: await committedRenderings(projectRoot, setPages) } : {}),
      });
    } catch (error) {
      if (!(error instanceof MavenError)) throw error;
      // Each page of the set fails, the first with Maven's words.
      const message = (index: number) =>
        index === 0
          ? `was not compiled: ${error.message}`
          : `was not compiled: the classpath of example set "${set.name}" did not resolve (see above).`;
      problems.push(
        ...setPages.map((page, index) => ({
          fileName: page.fileName,
          line: page.blocks[0]!.line,
          column: 1,
          message: message(index),
        })),
      );
    }
  }
  // The types program reads Scala 2 compiler trees: a Scala 3 set's pages are kept without types.
  const typedJobs = jobs.filter((job) => !isScala3(job.set.scalaVersion));
  // The types program runs beside mdoc: each is one JVM, mostly on one core.
  const typesStarted = performance.now();
  const typesRun = typecheckPages(projectRoot, typedJobs, scalacOptions, typeSettings.packages).then(
    (types): { types: TypesResult } => {
      if (typedJobs.length > 0)
        log(
          `types: ${typedJobs.reduce((sum, job) => sum + job.pages.length, 0)} pages in ${((performance.now() - typesStarted) / 1000).toFixed(1)} s`,
        );
      for (const job of jobs)
        if (isScala3(job.set.scalaVersion))
          for (const page of job.pages) types.types.set(page, { entries: [], blocks: page.blocks.map(() => []) });
      return { types };
    },
    (error: unknown) => ({ error }),
  );
  const scriptsStarted = performance.now();
  const scriptsRun = checkScripts(projectRoot, jobs, scalacOptions, repositories).then(
    (checked) => {
      if (checked.count > 0)
        log(
          `scripts: ${checked.count} Scala CLI scripts compiled and run in ${((performance.now() - scriptsStarted) / 1000).toFixed(1)} s`,
        );
      return checked;
    },
    (error: unknown) => ({ error }),
  );
  const renderedPages = new Map<PageExamples, Array<string | null>>();
  const mdocStarted = performance.now();
  const mdocResults = await runMdoc(
    projectRoot,
    jobs.map(({ set, mdocClasspath, classpath, pages: setPages }) => ({
      mdocClasspath,
      classpath,
      scalacOptions,
      variables: variablesFor(site.config.examples, set.version, set),
      pages: setPages,
    })),
  );
  const pageCount = jobs.reduce((sum, job) => sum + job.pages.length, 0);
  if (pageCount > 0)
    log(
      `mdoc: ${pageCount} page${pageCount === 1 ? '' : 's'} of ${jobs.map((job) => job.set.name).join(', ')} in ${((performance.now() - mdocStarted) / 1000).toFixed(1)} s`,
    );
  for (const [index, { rendered, problems: mdocProblems }] of mdocResults.entries()) {
    problems.push(...mdocProblems);
    for (const page of jobs[index]!.pages) {
      const output = rendered.get(page.fileName);
      if (output !== undefined) renderedPages.set(page, output);
    }
  }
  const typed = await typesRun;
  if ('error' in typed) throw typed.error;
  const scripts = await scriptsRun;
  if ('error' in scripts) throw scripts.error;
  // A page mdoc cannot compile fails the types program too: mdoc's message says it once.
  const failedInMdoc = new Set(problems.map((problem) => problem.fileName));
  problems.push(
    ...[...typed.types.problems, ...scripts.problems].filter((problem) => !failedInMdoc.has(problem.fileName)),
  );
  for (const [page, output] of renderedPages) {
    const types = typed.types.types.get(page);
    if (types === undefined) continue;
    // A page whose blocks compile against two sets counts once.
    if (!result.compiled.includes(page.fileName)) result.compiled.push(page.fileName);
    if (mode === 'update') {
      await writeCachedPage(projectRoot, page, output, types);
      if (!result.written.includes(cacheFile(page))) result.written.push(cacheFile(page));
    } else {
      problems.push(...(await compareWithCache(projectRoot, page, output, types)));
    }
  }
  problems.push(...uncheckedPages(selected, result.compiled, problems));
  // A page with a problem of its own keeps its output until it is fixed.
  if (mode === 'update' && only.length === 0 && pageProblems.length === 0)
    result.removed = await removeOrphans(projectRoot, pages);
  return result;
}

/**
 * The pages whose committed output is current, with that output: the site makes readers' Scala
 * CLI scripts from it, so it is what the check compiles. A page without it fails the comparison.
 */
async function committedRenderings(projectRoot: string, pages: readonly PageExamples[]): Promise<PageRendering[]> {
  const renderings: PageRendering[] = [];
  for (const page of pages) {
    const cached = await readCachedPage(projectRoot, page);
    if (cached?.key === page.key) renderings.push({ page, rendered: cached.rendered });
  }
  return renderings;
}

async function selectPages(
  projectRoot: string,
  pages: readonly PageExamples[],
  mode: ExamplesMode,
  only: readonly string[],
  all: boolean,
): Promise<PageExamples[]> {
  if (only.length > 0) return pages.filter((page) => only.includes(page.fileName));
  if (mode === 'check' || all) return [...pages];
  const stale: PageExamples[] = [];
  for (const page of pages) if ((await readCachedPage(projectRoot, page))?.key !== page.key) stale.push(page);
  return stale;
}

/** The committed output must be what mdoc produces now; the first differing line of each block is shown. */
async function compareWithCache(
  projectRoot: string,
  page: PageExamples,
  output: ReadonlyArray<string | null>,
  types: PageTypes,
): Promise<ExampleProblem[]> {
  const cached = await readCachedPage(projectRoot, page);
  if (cached?.key !== page.key) {
    return [
      {
        fileName: page.fileName,
        line: page.blocks[0]!.line,
        column: 1,
        message: `has no compiled output in ${cacheFile(page)} for its current Scala blocks; run "npm run examples" and commit the result.`,
      },
    ];
  }
  const outputProblems = page.blocks.flatMap((block, index) => {
    const expected = cached.rendered[index] ?? null;
    const actual = output[index] ?? null;
    if (expected === actual) return [];
    const expectedLines = (expected ?? '').split('\n');
    const actualLines = (actual ?? '').split('\n');
    const at = expectedLines.findIndex((line, lineIndex) => line !== actualLines[lineIndex]);
    const differing = at === -1 ? expectedLines.length : at;
    return [
      difference(
        page,
        block,
        'output',
        JSON.stringify(expectedLines[differing] ?? '(nothing)'),
        JSON.stringify(actualLines[differing] ?? '(nothing)'),
      ),
    ];
  });
  return [...outputProblems, ...compareTypes(page, cached.types, types)];
}

/** Types differ like output does: the first identifier of each block whose entry or place changed. */
function compareTypes(page: PageExamples, committed: PageTypes | undefined, now: PageTypes): ExampleProblem[] {
  const describe = (types: PageTypes | undefined, index: number, at: number) => {
    const occurrence = types?.blocks[index]?.[at];
    if (occurrence === undefined) return '(nothing)';
    const [line, column, length, entry] = occurrence;
    return `${line + 1}:${column + 1} (${length} characters) ${JSON.stringify(types!.entries[entry])}`;
  };
  return page.blocks.flatMap((block, index) => {
    const length = Math.max(committed?.blocks[index]?.length ?? 0, now.blocks[index]?.length ?? 0);
    const at = Array.from({ length }, (_, position) => position).find(
      (position) => describe(committed, index, position) !== describe(now, index, position),
    );
    return at === undefined
      ? []
      : [difference(page, block, 'types', describe(committed, index, at), describe(now, index, at))];
  });
}

/** A block whose output or types are not what is committed: the first place they differ. */
function difference(
  page: PageExamples,
  block: ScalaBlock,
  what: 'output' | 'types',
  committed: string,
  now: string,
): ExampleProblem {
  return {
    fileName: page.fileName,
    line: block.line,
    column: 1,
    message:
      `the ${what} of this example differ${what === 'output' ? 's' : ''} from ${cacheFile(page)}:\n` +
      `  committed: ${committed}\n` +
      `  now:       ${now}\n` +
      `run "npm run examples" to update the committed ${what} if the change is intended.`,
  };
}

export function formatExampleProblem(problem: ExampleProblem): string {
  return formatProblem({ ...problem, path: [] });
}
