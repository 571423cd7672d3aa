import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { WRITTEN_PATHS } from './uncommitted';

/** One file of the imported site: copied from the Docusaurus site, or written. */
export type ImportedFile = { path: string; from: string } | { path: string; text: string };

/**
 * Writes the imported site all or nothing: every file is staged in a folder of the checkout,
 * then site.yaml, content/ and public/ are swapped in by renames and effectie's
 * compiled-examples/ and api-reference/ taken out. If a rename fails, what was moved is put back.
 */
export async function writeCheckout(projectRoot: string, files: readonly ImportedFile[]): Promise<void> {
  await mkdir(join(projectRoot, '.cache'), { recursive: true });
  const work = await mkdtemp(join(projectRoot, '.cache/import-docusaurus-'));
  const staged = join(work, 'new');
  const previous = join(work, 'previous');
  try {
    await mkdir(staged, { recursive: true });
    await mkdir(previous, { recursive: true });
    for (const file of files) {
      const target = join(staged, file.path);
      await mkdir(dirname(target), { recursive: true });
      if ('from' in file) await cp(file.from, target, { preserveTimestamps: true });
      else await writeFile(target, file.text);
    }
    await swap(projectRoot, staged, previous);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function swap(projectRoot: string, staged: string, previous: string): Promise<void> {
  const movedOut: string[] = [];
  const movedIn: string[] = [];
  try {
    for (const path of WRITTEN_PATHS) {
      if (!existsSync(join(projectRoot, path))) continue;
      await mkdir(dirname(join(previous, path)), { recursive: true });
      await rename(join(projectRoot, path), join(previous, path));
      movedOut.push(path);
    }
    for (const path of WRITTEN_PATHS) {
      if (!existsSync(join(staged, path))) continue;
      await rename(join(staged, path), join(projectRoot, path));
      movedIn.push(path);
    }
  } catch (error) {
    for (const path of movedIn) await rm(join(projectRoot, path), { recursive: true, force: true });
    for (const path of movedOut) await rename(join(previous, path), join(projectRoot, path));
    throw error;
  }
}
