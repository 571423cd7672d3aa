import { build } from 'esbuild';
import { dirname, join, resolve } from 'node:path';
import { emptyReadRecord, type ReadRecord } from '../files/read-record';
import { hashFilesInto, nearestFiles } from './input-state';

/**
 * What, besides its modules, decides how the build's code runs: the project's package.json (its
 * module type), the TypeScript options tsx and Vite compile it with, and the locked versions of
 * the packages it imports, which are not followed one file at a time.
 */
const CODE_SETTINGS = ['package.json', 'package-lock.json', 'tsconfig.json'];

/**
 * The files of every module `entryFile` imports, followed as esbuild resolves them for Node (the
 * build runs through tsx, which is esbuild): both branches of a conditional import or require,
 * so more than Node loads, never less. Packages are followed too unless `packages` is "external".
 * Nothing is written: esbuild only resolves.
 */
async function importedFiles(entryFile: string, packages: 'external' | 'bundle'): Promise<string[]> {
  const workingDir = dirname(entryFile);
  const { metafile } = await build({
    entryPoints: [entryFile],
    absWorkingDir: workingDir,
    bundle: true,
    write: false,
    metafile: true,
    packages,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs).map((input) => resolve(workingDir, input));
}

/**
 * The build's own code as a record of files: every module the build imports, followed from its
 * entry, and the files of CODE_SETTINGS. The Markdown renderer, a page's head and its data are in
 * no bundle, yet they shape every page.
 */
export async function buildCodeRecord(projectRoot: string, entryFile: string): Promise<ReadRecord> {
  const record = emptyReadRecord();
  await hashFilesInto(record, [
    ...(await importedFiles(entryFile, 'external')),
    ...CODE_SETTINGS.map((file) => join(projectRoot, file)),
  ]);
  return record;
}

/**
 * The files of the packages the server bundle imports as it renders (Vite leaves them out of it:
 * React's server renderer, the router), with the package.json files that resolve them: Node loads
 * them from node_modules when the build renders a page, so an edited or patched one changes pages.
 */
export async function serverPackagesRecord(serverEntry: string): Promise<ReadRecord> {
  const packageFiles = (await importedFiles(serverEntry, 'bundle')).filter((file) =>
    file.split(/[\\/]/).includes('node_modules'),
  );
  const record = emptyReadRecord();
  await hashFilesInto(record, [...packageFiles, ...(await nearestFiles('package.json', packageFiles))]);
  return record;
}
