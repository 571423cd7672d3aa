import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { ExampleSet } from '../../../schema/examples';
import { pageScripts } from './block-scripts';
import { java } from './java';
import type { ExampleProblem } from './mdoc-runner';
import type { PageExamples } from './page-examples';

interface ScriptCheck {
  projectRoot: string;
  set: ExampleSet;
  /** A classpath with the set's Scala compiler (mdoc's). */
  compilerClasspath: readonly string[];
  classpath: readonly string[];
  scalacOptions: readonly string[];
  /** Each page with what mdoc rendered for its blocks now. */
  pages: ReadonlyArray<{ page: PageExamples; rendered: ReadonlyArray<string | null> }>;
}

const ERROR = /^(.*?([^/\\]+)\.scala):(\d+): error: (.*)$/;

/**
 * Compiles the Scala CLI script of every block of the pages, with one compiler run for the set,
 * on the classpath mdoc used: what Scala CLI would fetch for the script's `//> using dep`. Each
 * script gets a package of its own so that their `Example` objects do not clash.
 */
export async function checkScripts({ projectRoot, set, compilerClasspath, classpath, scalacOptions, pages }: ScriptCheck): Promise<ExampleProblem[]> {
  const owners = new Map<string, { page: PageExamples; block: number }>();
  await mkdir(join(projectRoot, '.cache/examples'), { recursive: true });
  const work = await mkdtemp(join(projectRoot, '.cache/examples/scripts-'));
  try {
    const files: string[] = [];
    for (const [pageIndex, { page, rendered }] of pages.entries()) {
      const scripts = pageScripts(set, page.blocks, rendered);
      for (const [block, script] of scripts.entries()) {
        if (script === undefined) continue;
        const name = `page${pageIndex}_block${block}`;
        owners.set(name, { page, block });
        const file = join(work, `${name}.scala`);
        // On the directives' line, so the script's line numbers stay its own.
        await writeFile(file, `package ${name}; ${script}`);
        files.push(file);
      }
    }
    if (files.length === 0) return [];
    const out = join(work, 'classes');
    await mkdir(out);
    const args = ['-Xss8m', '-cp', compilerClasspath.join(delimiter), 'scala.tools.nsc.Main', '-classpath', classpath.join(delimiter), '-d', out, '-nowarn', ...scalacOptions, ...files];
    const { log, exitCode } = await java(args, work);
    const problems = scriptProblems(log, owners);
    if (exitCode !== 0 && problems.length === 0) throw new Error(`The Scala compiler failed on the Scala CLI scripts of "${set.name}" (exit code ${exitCode}):\n${log.trim()}`);
    return problems;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The compiler's errors, one problem per script: its page, the block's line, the script's line. */
function scriptProblems(log: string, owners: ReadonlyMap<string, { page: PageExamples; block: number }>): ExampleProblem[] {
  const problems = new Map<string, ExampleProblem>();
  const lines = log.split('\n');
  lines.forEach((line, index) => {
    const error = ERROR.exec(line);
    const owner = error === null ? undefined : owners.get(error[2]!);
    if (error === null || owner === undefined || problems.has(error[2]!)) return;
    // scalac writes the message, then the script's line and a caret under the place.
    const caret = lines.findIndex((text, at) => at > index && /^\s*\^\s*$/.test(text));
    const details = caret === -1 ? [] : lines.slice(index + 1, caret - 1);
    const source = caret === -1 ? undefined : lines[caret - 1]!.trim();
    problems.set(error[2]!, {
      fileName: owner.page.fileName,
      line: owner.page.blocks[owner.block]!.line,
      column: 1,
      message: [`the Scala CLI script copied from this example does not compile, at its line ${error[3]}: ${error[4]}`, ...details, ...(source === undefined ? [] : [`  ${source}`])].join('\n'),
    });
  });
  return [...problems.values()];
}
