import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every file under `dir`, by its path from there with forward slashes, in sorted order; fails when `dir` does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The names of the files and folders in `dir` itself, in sorted order; fails when `dir` does not exist. */
export async function listFolder(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}
