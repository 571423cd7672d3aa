import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { java } from '../java';

/** The JSON writer the checkout's Scala programs share; each program compiles it with its own sources. */
export const JSON_FILE = fileURLToPath(new URL('../Json.scala', import.meta.url));
const PROGRAM_FILES = [fileURLToPath(new URL('./ExampleTypes.scala', import.meta.url)), JSON_FILE];
const MAIN_CLASS = 'effectie.site.ExampleTypes';

/** The source texts of a program, hashed in order, each one's length first so no two splits hash alike. */
function programHash(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const text = readFileSync(file);
    hash.update(`${text.length}\0`).update(text);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The program's source texts, hashed: they are part of every page's cache key, so changing what
 * the program records makes every page's committed types stale.
 */
export const TYPES_PROGRAM_HASH = programHash(PROGRAM_FILES);

/** Sources typechecked together, on one classpath. */
export interface TypesGroup {
  classpath: readonly string[];
  scalacOptions: readonly string[];
  files: readonly string[];
}

/** What the program found in one source (see ExampleTypes.scala). */
export interface FileTypes {
  file: string;
  /** [offset, message] of each compile error. */
  errors: Array<[number, string]>;
  entries: RawTypeEntry[];
  /** [start, end, entry index], offsets in the source. */
  occurrences: Array<[number, number, number]>;
}

export interface RawTypeEntry {
  signature: string;
  symbol?: string;
  type?: string;
  implicits?: Array<{ param: string; type: string; value: string; valueType?: string; symbol?: string }>;
  via?: string;
  viaType?: string;
}

/** scala-library, -reflect and -compiler of one Scala version: what the program runs on. */
export function compilerJars(mdocClasspath: readonly string[]): string[] {
  return mdocClasspath.filter((jar) => /\/scala-(library|reflect|compiler)-[^/]*\.jar$/.test(jar));
}

/**
 * Where this checkout keeps compiled programs: beside its own sources, not in the site's project,
 * so that every site this checkout builds (fixture copies in tests too) compiles it once.
 */
const PROGRAMS_DIR = fileURLToPath(new URL('../../../../.cache/examples/types-program/', import.meta.url));
const compiling = new Map<string, Promise<string>>();

/**
 * Compiles the program with the Scala compiler in `jars`, once per program text and compiler.
 * It compiles into a directory of its own and renames it into place, so that a run stopped
 * halfway, or another process compiling at the same time, never leaves half a program in use.
 */
function compileProgram(jars: readonly string[]): Promise<string> {
  return compiledProgram(PROGRAM_FILES, jars);
}

/** A Scala program of this checkout (its source `files`) compiled with the compiler in `jars`, once per text and compiler. */
export function compiledProgram(files: readonly string[], jars: readonly string[]): Promise<string> {
  const id = createHash('sha256')
    .update(programHash(files))
    .update(jars.map((jar) => jar.split('/').pop()).join(','))
    .digest('hex')
    .slice(0, 16);
  const classes = join(PROGRAMS_DIR, id);
  if (existsSync(classes)) return Promise.resolve(classes);
  let pending = compiling.get(id);
  if (!pending) {
    pending = compileInto(files, jars, classes);
    // A failed compile is not kept: the next run tries again.
    pending.catch(() => compiling.delete(id));
    compiling.set(id, pending);
  }
  return pending;
}

async function compileInto(files: readonly string[], jars: readonly string[], classes: string): Promise<string> {
  await mkdir(PROGRAMS_DIR, { recursive: true });
  const work = await mkdtemp(join(PROGRAMS_DIR, 'compiling-'));
  try {
    const out = join(work, 'classes');
    await mkdir(out);
    const { log, exitCode } = await java(
      ['-cp', jars.join(delimiter), 'scala.tools.nsc.Main', '-usejavacp', '-deprecation', '-d', out, ...files],
      work,
    );
    if (exitCode !== 0) throw new Error(`The program ${files[0]} did not compile:\n${log.trim()}`);
    // Another process may have put the same program in place first: either copy will do.
    await rename(out, classes).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(classes)) throw error;
    });
    return classes;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Runs the program over every group in one JVM and returns what it found per file. */
export async function runTypesProgram(
  jars: readonly string[],
  groups: readonly TypesGroup[],
  work: string,
): Promise<FileTypes[]> {
  const classes = await compileProgram(jars);
  const manifest = join(work, 'manifest.tsv');
  const output = join(work, 'types.jsonl');
  const lines = groups.flatMap((group) => [
    `classpath\t${group.classpath.join(delimiter)}`,
    ...group.scalacOptions.map((option) => `option\t${option}`),
    ...group.files.map((file) => `file\t${file}`),
  ]);
  await writeFile(manifest, `${lines.join('\n')}\n`);
  const { log, exitCode } = await java(
    ['-Xss8m', '-Dfile.encoding=UTF-8', '-cp', [...jars, classes].join(delimiter), MAIN_CLASS, manifest, output],
    work,
  );
  if (exitCode !== 0) throw new Error(`The types program failed (exit code ${exitCode}):\n${log.trim()}`);
  const text = await readFile(output, 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as FileTypes);
}
