import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { java } from './java';
import { mdocInput, parseMdocOutput } from './mdoc-document';
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

interface MdocRun {
  projectRoot: string;
  mdocClasspath: readonly string[];
  classpath: readonly string[];
  scalacOptions: readonly string[];
  pages: readonly PageExamples[];
}

/** mdoc names files by their base name only, so each page gets a base name of its own. */
function inputName(page: PageExamples): string {
  return page.fileName.replaceAll('/', '__');
}

const ANSI = /\x1b\[[0-9;]*m/g;
const REPORT = /^(error|warning): (\S+?\.md):(\d+):(\d+): ?(.*)$/;
const LOG_LINE = /^(info|error|warning): /;

/** mdoc's log as problems: each `error: file.md:L:C: message` with the lines that follow it. */
function parseMdocLog(log: string, pagesByInput: ReadonlyMap<string, PageExamples>): { problems: ExampleProblem[]; unplaced: string[] } {
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
    const page = pagesByInput.get(report[2]!);
    const message = [report[5]!, ...details].join('\n').trimEnd();
    problems.push({ fileName: page?.fileName ?? report[2]!, line: Number(report[3]), column: Number(report[4]), message });
  }
  return { problems, unplaced };
}

/**
 * Compiles and evaluates the pages of one example set with mdoc. Each page is handed to mdoc with
 * its own line numbers, so every position mdoc reports is a line of the page file. mdoc stops
 * evaluating at the first page with an error and copies the rest unprocessed, so those are run
 * again until every page has been compiled or has failed.
 */
export async function runMdoc(run: MdocRun): Promise<MdocResult> {
  const result: MdocResult = { rendered: new Map(), problems: [] };
  let pending = [...run.pages];
  while (pending.length > 0) {
    const { rendered, problems, unprocessed } = await runMdocOnce({ ...run, pages: pending });
    for (const [page, blocks] of rendered) result.rendered.set(page, blocks);
    result.problems.push(...problems);
    // Without a new failure, unprocessed pages would only come back the same way: they fail, so
    // that no page is counted as neither passed nor failed.
    if (problems.length === 0) result.problems.push(...unprocessed.map(leftUnprocessed));
    pending = problems.length === 0 ? [] : unprocessed;
  }
  return result;
}

function leftUnprocessed(page: PageExamples): ExampleProblem {
  return { fileName: page.fileName, line: page.blocks[0]!.line, column: 1, message: 'was left unprocessed by mdoc, which reported no error, so its examples were not checked.' };
}

async function runMdocOnce({ projectRoot, mdocClasspath, classpath, scalacOptions, pages }: MdocRun): Promise<MdocResult & { unprocessed: PageExamples[] }> {
  await mkdir(join(projectRoot, '.cache/examples'), { recursive: true });
  const work = await mkdtemp(join(projectRoot, '.cache/examples/run-'));
  try {
    const input = join(work, 'in');
    const output = join(work, 'out');
    await mkdir(input, { recursive: true });
    const pagesByInput = new Map(pages.map((page) => [inputName(page), page]));
    for (const page of pages) await writeFile(join(input, inputName(page)), mdocInput(page.lineCount, page.blocks));
    const args = [
      '-Xss8m',
      '-Dfile.encoding=UTF-8',
      '-Duser.timezone=UTC',
      '-Duser.language=en',
      '-Duser.country=US',
      '-cp',
      mdocClasspath.join(delimiter),
      'mdoc.Main',
      '--classpath',
      classpath.join(delimiter),
      '--in',
      input,
      '--out',
      output,
      '--no-link-hygiene',
      ...(scalacOptions.length > 0 ? ['--scalac-options', scalacOptions.join(' ')] : []),
    ];
    const { log, exitCode } = await java(args, input);
    const { problems, unplaced } = parseMdocLog(log, pagesByInput);
    if (exitCode !== 0 && problems.length === 0) {
      throw new Error(`mdoc failed without reporting a page (exit code ${exitCode}):\n${(unplaced.length > 0 ? unplaced.join('\n') : log).trim()}`);
    }
    const failed = new Set(problems.map((problem) => problem.fileName));
    const rendered = new Map<string, Array<string | null>>();
    const unprocessed: PageExamples[] = [];
    for (const page of pages) {
      const file = join(output, inputName(page));
      if (failed.has(page.fileName)) continue;
      const text = existsSync(file) ? await readFile(file, 'utf8') : undefined;
      if (text === undefined || /^```scala mdoc/m.test(text)) unprocessed.push(page);
      else rendered.set(page.fileName, parseMdocOutput(text, page.blocks.length));
    }
    return { rendered, problems, unprocessed };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
