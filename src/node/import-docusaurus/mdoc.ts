import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { type MdocProject, mdocProjects } from './mdoc-projects';
import type { Uncarried } from './report';
import { type BuildSource, readSbtBuild } from './sbt-build';
import { parseScala, ScalaSyntaxError } from './scala-syntax';

/** The build.sbt of the site's repository: in the site folder or one of the two above it. */
export function findBuildSbt(siteDir: string): string | undefined {
  let dir = siteDir;
  for (let depth = 0; depth < 3; depth += 1) {
    if (existsSync(join(dir, 'build.sbt'))) return join(dir, 'build.sbt');
    if (existsSync(join(dir, '.git'))) return undefined;
    dir = dirname(dir);
  }
  return undefined;
}

/** The mdoc projects of the site's build, and what of the build could not be read. */
export interface MdocBuild {
  /** build.sbt, from the site folder (`../build.sbt`). */
  file: string;
  projects: MdocProject[];
  uncarried: Uncarried[];
}

/** The build's files sbt reads: its `.sbt` files (build.sbt first) and the `.scala` files of project/. */
async function buildSources(root: string): Promise<string[]> {
  const sbt = (await readdir(root))
    .filter((name) => name.endsWith('.sbt'))
    .sort((a, b) => Number(b === 'build.sbt') - Number(a === 'build.sbt') || a.localeCompare(b));
  const projectDir = join(root, 'project');
  const scala = existsSync(projectDir)
    ? (await readdir(projectDir))
        .filter((name) => name.endsWith('.scala'))
        .sort()
        .map((name) => `project/${name}`)
    : [];
  return [...sbt, ...scala];
}

/**
 * Reads the build with scalameta's parser (sbt 1's dialect for `.sbt` files, Scala 2.12 for
 * project/): its mdoc projects, each with what build.sbt writes literally and where sbt computes
 * the rest. A file that does not parse is listed, and the build is read without it.
 */
export async function readMdocBuild(buildSbt: string, siteDir: string): Promise<MdocBuild> {
  const root = dirname(buildSbt);
  const shown = (file: string) => relative(siteDir, join(root, file)).split(sep).join('/');
  const uncarried: Uncarried[] = [];
  const sources: BuildSource[] = [];
  for (const file of await buildSources(root)) {
    const text = (await readFile(join(root, file), 'utf8')).replace(/\r\n/g, '\n');
    try {
      sources.push({ file, text, statements: parseScala(text, file.endsWith('.sbt') ? 'sbt' : 'scala') });
    } catch (error) {
      if (!(error instanceof ScalaSyntaxError)) throw error;
      uncarried.push({
        where: `${shown(file)}:${error.line}`,
        what: shown(file),
        why: `it does not parse as sbt reads it (${error.message}, column ${error.column}); the import read the build without it.`,
      });
    }
  }
  const build = readSbtBuild(root.split(sep).join('/'), sources);
  const projects = mdocProjects(build, new Map(sources.map((source) => [source.file, source.text])), shown);
  return { file: shown('build.sbt'), projects, uncarried };
}

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();
const underTarget = (path: string) => path.split(sep).includes('target');

/** The folder the current version's pages come from, and why that one. */
export interface DocsSource {
  dir: string;
  /** Said in the report: `docs (the docs plugin's path)`, `../docs (mdoc's input; the docs path ../target/mdoc is its output)`. */
  origin: string;
}

/**
 * The current version's pages. A Docusaurus + mdoc site points the docs plugin at mdoc's output
 * (website/target/mdoc, out/), which is built, not written; its pages are mdoc's input: `--docs`
 * when given, else build.sbt's mdocIn, else the docs/ folder beside the site folder.
 */
export function docsSource(
  siteDir: string,
  docsPath: string,
  docsFlag: string | undefined,
  /** mdoc's input of the docs, with the build file that names it, when the build has one. */
  mdocInput: { dir: string; file: string } | undefined,
): DocsSource | { missing: string } {
  const shown = (path: string) => relative(siteDir, path).split(sep).join('/') || '.';
  if (docsFlag !== undefined) {
    const dir = resolve(docsFlag);
    return isDirectory(dir)
      ? { dir, origin: `${shown(dir)} (given with --docs)` }
      : { missing: `the folder given with --docs, "${docsFlag}", does not exist` };
  }
  const configured = resolve(siteDir, docsPath);
  if (isDirectory(configured) && !underTarget(configured))
    return { dir: configured, origin: `${shown(configured)} (the docs plugin's path)` };
  const what = isDirectory(configured) ? 'is under a target/ folder, a build output' : 'does not exist';
  if (mdocInput !== undefined && isDirectory(mdocInput.dir)) {
    return {
      dir: mdocInput.dir,
      origin: `${shown(mdocInput.dir)} (mdoc's input, mdocIn in ${mdocInput.file}; the docs path ${docsPath} ${what})`,
    };
  }
  const beside = resolve(siteDir, '..', 'docs');
  if (isDirectory(beside) && beside !== configured)
    return {
      dir: beside,
      origin: `${shown(beside)} (mdoc's input beside the site folder; the docs path ${docsPath} ${what})`,
    };
  if (isDirectory(configured)) return { dir: configured, origin: `${shown(configured)} (the docs plugin's path)` };
  return {
    missing: `the docs path "${docsPath}" ${what}, and neither build.sbt's mdocIn nor a docs/ folder beside the site folder was found`,
  };
}
