import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExampleSet } from '../../../schema/examples';
import { pageScripts } from './block-scripts';
import { resolveClasspath } from './maven';
import type { ExampleProblem } from './mdoc-runner';
import type { PageExamples } from './page-examples';
import { runScripts, type ScriptGroup, type ScriptResult } from './script-runner/run-scripts';
import { scriptSet } from './script-dependencies';
import { compilerJars } from './types/type-program';
import { isScala3 } from './scala-version';

/** A page and what the site shows for its blocks: the committed output, from which readers' scripts are made. */
export interface PageRendering {
  page: PageExamples;
  rendered: ReadonlyArray<string | null>;
}

/** An example set's pages whose scripts are checked, with the classpaths `npm run examples` resolved for it. */
export interface ScriptJob {
  set: ExampleSet;
  mdocClasspath: readonly string[];
  classpath: readonly string[];
  scripts?: readonly PageRendering[];
}

interface ScriptOwner {
  page: PageExamples;
  block: number;
  text: string;
}

/** Seconds a script may run, its threads included, before it counts as a hang. */
const SCRIPT_TIME_LIMIT = 15;

/**
 * Compiles and runs the Scala CLI script of every block of the jobs' pages as a reader gets it:
 * on the classpath of the modules its `//> using dep` lines name (what Scala CLI fetches), with
 * the set's Scala compiler, each run as its own program would run (see ScriptRunner.scala). A
 * script fails its block when it does not compile, throws where its page shows no exception,
 * calls `System.exit` with a failure, or does not end within the time limit.
 */
export async function checkScripts(
  projectRoot: string,
  jobs: readonly ScriptJob[],
  scalacOptions: readonly string[],
  repositories: readonly string[],
  limitSeconds = SCRIPT_TIME_LIMIT,
): Promise<{ problems: ExampleProblem[]; count: number }> {
  await mkdir(join(projectRoot, '.cache/examples'), { recursive: true });
  const work = await mkdtemp(join(projectRoot, '.cache/examples/scripts-run-'));
  try {
    const owners = new Map<string, ScriptOwner>();
    const byCompiler = new Map<string, { jars: string[]; groups: ScriptGroup[] }>();
    for (const job of jobs) {
      // The runner compiles with Scala 2's compiler; a Scala 3 set's scripts are not run.
      if (job.scripts === undefined || job.scripts.length === 0 || isScala3(job.set.scalaVersion)) continue;
      const byModules = new Map<string, ScriptGroup>();
      for (const { page, rendered } of job.scripts) {
        for (const [block, script] of pageScripts(scriptSet(job.set), page.blocks, rendered).entries()) {
          if (script === undefined) continue;
          const name = `script${owners.size}`;
          const file = join(work, `${name}.scala`);
          // On the directives' line, so the script's line numbers stay its own.
          const text = `package ${name}; ${script}`;
          await writeFile(file, text);
          owners.set(file, { page, block, text });
          const modules = setCoordinates(job.set, script);
          const key = modules.join(' ');
          let group = byModules.get(key);
          if (group === undefined) {
            const classpath =
              modules.length === job.set.dependencies.length
                ? job.classpath
                : await resolveClasspath(
                    projectRoot,
                    {
                      label: `the Scala CLI scripts of example set "${job.set.name}" (${modules.join(', ')})`,
                      dependencies: modules,
                      scalaVersion: job.set.scalaVersion,
                      withCompiler: false,
                    },
                    repositories,
                  );
            group = { classpath, scalacOptions, scripts: [] };
            byModules.set(key, group);
          }
          group.scripts.push({
            file,
            mainClass: `${name}.Example`,
            throws: page.blocks[block]!.modifiers.includes('crash'),
          });
        }
      }
      const jars = compilerJars(job.mdocClasspath);
      const runner = byCompiler.get(jars.join(' ')) ?? { jars, groups: [] };
      runner.groups.push(...byModules.values());
      byCompiler.set(jars.join(' '), runner);
    }
    const results: ScriptResult[] = [];
    for (const { jars, groups } of byCompiler.values())
      results.push(...(await runScripts(jars, groups, work, limitSeconds)));
    return { problems: scriptProblems(results, owners, limitSeconds), count: owners.size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The set's own coordinates of the modules a script's `//> using dep` lines name. */
function setCoordinates(set: ExampleSet, script: string): string[] {
  const named = new Set([...script.matchAll(/^\/\/> using dep (\S+)$/gm)].map((match) => match[1]!));
  const forms = scriptSet(set).dependencies;
  return set.dependencies.filter((_, index) => named.has(forms[index]!.coordinate));
}

/**
 * What went wrong with each script, by its page and block: its first compile error, or how its
 * run did not end as its example does. A script the runner said nothing about fails too, so that
 * none passes unchecked.
 */
export function scriptProblems(
  results: readonly ScriptResult[],
  owners: ReadonlyMap<string, ScriptOwner>,
  limitSeconds = SCRIPT_TIME_LIMIT,
): ExampleProblem[] {
  const byFile = new Map(results.map((result) => [result.file, result]));
  return [...owners].flatMap(([file, owner]) => {
    const place = { fileName: owner.page.fileName, line: owner.page.blocks[owner.block]!.line, column: 1 };
    const copied = 'the Scala CLI script copied from this example';
    const result = byFile.get(file);
    if (result === undefined)
      return [{ ...place, message: 'has a Scala CLI script the runner reported nothing for, so it was not checked.' }];
    const first = result.errors[0];
    if (first !== undefined) {
      const [offset, message] = first;
      const lineStart = owner.text.lastIndexOf('\n', offset - 1) + 1;
      const lineEnd = owner.text.indexOf('\n', offset);
      const line = owner.text.slice(0, lineStart).split('\n').length;
      const source = owner.text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).trim();
      const [headline, ...details] = message.split('\n');
      return [
        {
          ...place,
          message: [`${copied} does not compile, at its line ${line}: ${headline}`, ...details, `  ${source}`].join(
            '\n',
          ),
        },
      ];
    }
    const throws = owner.page.blocks[owner.block]!.modifiers.includes('crash');
    const message = runProblem(result, throws, limitSeconds);
    return message === undefined ? [] : [{ ...place, message: `${copied} ${message}` }];
  });
}

function runProblem(result: ScriptResult, throws: boolean, limitSeconds: number): string | undefined {
  switch (result.outcome) {
    case 'ended':
      return throws ? 'ends without the exception its page shows (mdoc:crash).' : undefined;
    case 'threw':
      return throws
        ? undefined
        : `throws ${result.detail}${result.line > 0 ? ` (at its line ${result.line})` : ''}, where its page shows none.`;
    case 'exited':
      return `ends with System.exit(${result.detail}).`;
    case 'running':
      return `does not end: it was still running after ${limitSeconds} s${result.detail}.`;
    case 'threads':
      return (
        `does not end: its code ran, but threads it started keep the JVM running after ${limitSeconds} s: ${result.detail}. ` +
        'Shut them down in a later block whose first line is a "// Cleanup" comment, or make them daemon threads.'
      );
    case 'not-run':
      return 'was not run.';
  }
}
