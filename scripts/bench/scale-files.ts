import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** How many files are under `dir`, at any depth. */
export async function countFiles(dir: string): Promise<number> {
  return (await files(dir)).length;
}

/** The bytes of every file under `dir`, at any depth. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const file of await files(dir)) total += (await stat(file)).size;
  return total;
}
