import { existsSync, statSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import type { VersionInput } from './mdoc-plan';
import { filesUnder } from './site-files';

/** A page or file of a version: its path in the version's folder, the file it is copied from, and whether mdoc reads it. */
export interface VersionFile {
  path: string;
  from: string;
  /** The mdoc input it comes from (absolute); undefined for a file of the version's own folder. */
  input: string | undefined;
}

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();
const shown = (siteDir: string, path: string) => relative(siteDir, path).split(sep).join('/') || '.';

/**
 * The files of a version written by mdoc projects: each project's input, under its place in the
 * version (mdocOut's folder in it), over what the version's folder itself holds outside every
 * mdocOut, which is mdoc's output and never read. A later input wins over an earlier one for
 * the same path, as the later `sbt mdoc` run would.
 */
export async function mdocVersionFiles(
  siteDir: string,
  docsDir: string,
  inputs: readonly VersionInput[],
): Promise<{ files: VersionFile[]; origin: string }> {
  const folder = resolve(siteDir, docsDir);
  const byPath = new Map<string, VersionFile>();
  const outputs = inputs.map((input) => input.prefix);
  const insideOutput = (path: string) =>
    outputs.some((prefix) => prefix === '' || path === prefix || path.startsWith(`${prefix}/`));
  if (isDirectory(folder) && !folder.split(sep).includes('target'))
    for (const path of await filesUnder(folder))
      if (!insideOutput(path)) byPath.set(path, { path, from: join(folder, path), input: undefined });
  for (const input of inputs)
    for (const path of await filesUnder(input.dir)) {
      const inVersion = posix.join(input.prefix, path);
      byPath.set(inVersion, { path: inVersion, from: join(input.dir, path), input: input.dir });
    }
  const origin = inputs
    .map(
      (input) =>
        `${shown(siteDir, input.dir)}${input.prefix === '' ? '' : ` into ${input.prefix}/`} (mdocIn of sbt project ${input.project.name})`,
    )
    .join(', ');
  return { files: [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path)), origin };
}

/** The files of a version read from one folder, as Docusaurus reads them. */
export async function folderFiles(dir: string): Promise<VersionFile[]> {
  return (await filesUnder(dir)).map((path) => ({ path, from: join(dir, path), input: undefined }));
}
