import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { lineOfOffset } from './key-lines';
import type { Uncarried } from './report';

/** What build.sbt says about mdoc: its input folder and its variables. */
export interface MdocBuild {
  /** build.sbt, from the site folder (`../build.sbt`). */
  file: string;
  /** `mdocIn`, as an absolute path, when build.sbt sets it. */
  input: string | undefined;
  /** The variables whose value is a literal. */
  variables: Record<string, string>;
  /** `../build.sbt:12`, where mdocVariables is set. */
  variablesAt: string | undefined;
  /** The variables it computes (`version.value`), which the site cannot know. */
  uncarried: Uncarried[];
}

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

/** The text from `open` (an opening parenthesis) to its closing one, strings skipped. */
function balanced(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') {
      index = text.indexOf('"', index + 1);
      if (index < 0) break;
    } else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return text.slice(open + 1, index);
  }
  return text.slice(open + 1);
}

/** Splits at the commas outside parentheses and strings. */
function topLevel(text: string): Array<{ part: string; offset: number }> {
  const parts: Array<{ part: string; offset: number }> = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') index = Math.max(index, text.indexOf('"', index + 1));
    else if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push({ part: text.slice(start, index), offset: start });
      start = index + 1;
    }
  }
  parts.push({ part: text.slice(start), offset: start });
  return parts.filter(({ part }) => part.trim() !== '');
}

/** Reads mdocIn and mdocVariables from build.sbt (`Map("VERSION" -> "1.2.3", ...)`). */
export function readMdocBuild(buildSbt: string, siteDir: string): MdocBuild {
  const text = readFileSync(buildSbt, 'utf8').replace(/\r\n/g, '\n');
  const file = relative(siteDir, buildSbt).split(sep).join('/');
  const root = dirname(buildSbt);
  const inMatch = /mdocIn\s*:=\s*([^\n]+)/.exec(text);
  const segments = inMatch === null ? [] : [...inMatch[1]!.matchAll(/"([^"]*)"/g)].map((match) => match[1]!);
  const input = segments.length === 0 ? undefined : resolve(root, ...segments);
  const variables: Record<string, string> = {};
  const uncarried: Uncarried[] = [];
  let variablesAt: string | undefined;
  for (const match of text.matchAll(/mdocVariables\s*(?::=|\+\+=)\s*Map\s*\(/g)) {
    const open = match.index + match[0].length - 1;
    variablesAt ??= `${file}:${lineOfOffset(text, match.index)}`;
    for (const { part, offset } of topLevel(balanced(text, open))) {
      const entry = /^\s*"([^"]+)"\s*->\s*([\s\S]*?)\s*$/.exec(part);
      if (entry === null) continue;
      const [, name, expression] = entry as unknown as [string, string, string];
      const literal = /^"((?:[^"\\]|\\.)*)"$/.exec(expression);
      if (literal !== null) {
        variables[name] = JSON.parse(`"${literal[1]}"`) as string;
        continue;
      }
      const line = lineOfOffset(text, open + 1 + offset + part.indexOf(`"${name}"`));
      uncarried.push({
        where: `${file}:${line}`,
        what: `mdoc variable ${name}`,
        why: `its value is computed by sbt (${expression.replace(/\s+/g, ' ')}); set it in site.yaml under examples.variables, or @${name}@ stays as written in the pages.`,
      });
    }
  }
  return { file, input, variables, variablesAt, uncarried };
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
  build: MdocBuild | undefined,
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
  if (build?.input !== undefined && isDirectory(build.input)) {
    return {
      dir: build.input,
      origin: `${shown(build.input)} (mdoc's input, mdocIn in ${build.file}; the docs path ${docsPath} ${what})`,
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
