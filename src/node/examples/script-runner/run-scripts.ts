import { readFile, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { java } from '../java';
import { compiledProgram, JSON_FILE } from '../types/type-program';

const PROGRAM_FILES = [fileURLToPath(new URL('./ScriptRunner.scala', import.meta.url)), JSON_FILE];
const MAIN_CLASS = 'effectie.site.scripts.ScriptRunner';

/** Scripts compiled together on one classpath: the modules they name. */
export interface ScriptGroup {
  classpath: readonly string[];
  scalacOptions: readonly string[];
  scripts: Array<{ file: string; mainClass: string; throws: boolean }>;
}

/** How one script went (see ScriptRunner.scala). */
export interface ScriptResult {
  file: string;
  /** [offset, message] of each compile error; a script with errors is not run. */
  errors: Array<[number, string]>;
  outcome: 'ended' | 'threw' | 'exited' | 'running' | 'threads' | 'not-run';
  /** The exception, the exit status, or where the threads left running are. */
  detail: string;
  /** The script's line an exception came from; 0 when unknown. */
  line: number;
  /** The last lines it printed. */
  output: string;
}

/**
 * Compiles and runs every script of `groups` in one JVM with the Scala compiler in `jars`. The
 * JVM may have to stop scripts' threads, which `Thread.stop` still does on JDK 17 to 19; a
 * `System.exit` is caught with a security manager, which JDK 18+ allows only when asked to.
 */
export async function runScripts(
  jars: readonly string[],
  groups: readonly ScriptGroup[],
  work: string,
  limitSeconds: number,
): Promise<ScriptResult[]> {
  const classes = await compiledProgram(PROGRAM_FILES, jars);
  const manifest = join(work, 'scripts.tsv');
  const output = join(work, 'scripts.jsonl');
  const lines = [
    `limit\t${limitSeconds * 1000}`,
    ...groups.flatMap((group) => [
      `classpath\t${group.classpath.join(delimiter)}`,
      ...group.scalacOptions.map((option) => `option\t${option}`),
      ...group.scripts.map(
        (script) => `file\t${script.file}\t${script.mainClass}\t${script.throws ? 'throws' : 'ends'}`,
      ),
    ]),
  ];
  await writeFile(manifest, `${lines.join('\n')}\n`);
  const { log, exitCode } = await java(
    [
      '-Xss8m',
      '-Dfile.encoding=UTF-8',
      '-Djava.security.manager=allow',
      '-cp',
      [...jars, classes].join(delimiter),
      MAIN_CLASS,
      manifest,
      output,
      work,
    ],
    work,
  );
  if (exitCode !== 0) throw new Error(`The Scala CLI script runner failed (exit code ${exitCode}):\n${log.trim()}`);
  const text = await readFile(output, 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ScriptResult);
}
