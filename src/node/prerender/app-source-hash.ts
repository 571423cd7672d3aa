import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The folders and files of the app's own code: the build's (which renders every page) and the browser's. */
const APP_SOURCES = [
  'src',
  'schema',
  'registry',
  'renderers',
  'patches',
  'index.html',
  'vite.config.ts',
  'package.json',
];

/** A hash of the files under `sources` (folders and files, from `root`): their paths and bytes; a missing one counts as none. */
export async function hashFiles(root: string, sources: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const source of sources) {
    const path = join(root, source);
    const entries = await readdir(path, { withFileTypes: true, recursive: true }).catch(
      (error: NodeJS.ErrnoException) => {
        // A file rather than a folder; or nothing there, which is nothing to hash.
        if (error.code === 'ENOTDIR') return undefined;
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    if (entries === undefined) files.push(path);
    else for (const entry of entries) if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
  }
  for (const file of files.sort()) {
    const bytes = await readFile(file);
    hash.update(`${relative(root, file).split(sep).join('/')}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/**
 * A hash of the app's source files, paths and bytes. The built bundles say when the browser's code
 * changed; this also covers the build's own (the Markdown renderer, the page's head), which shapes
 * every page but is in no bundle.
 */
export function appSourceHash(projectRoot: string): Promise<string> {
  return hashFiles(projectRoot, APP_SOURCES);
}
