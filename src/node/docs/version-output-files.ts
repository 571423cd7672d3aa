import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { VersionFile } from './version-output-key';

/** The folders whose files a version's pages are made of, each with a subfolder per version. */
const VERSION_FOLDERS = ['content', 'compiled-examples', 'api-reference'];

/** Every file of a version's pages, compiled examples and API reference, by its path from the site root. */
export async function readVersionOutputFiles(siteRoot: string, versionName: string): Promise<VersionFile[]> {
  const files: VersionFile[] = [];
  for (const folder of VERSION_FOLDERS) {
    const root = join(siteRoot, folder, versionName);
    const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(
      (error: NodeJS.ErrnoException) => {
        // A version without examples or without an API reference has no folder there.
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      files.push({ path: relative(siteRoot, path).split(sep).join('/'), bytes: await readFile(path) });
    }
  }
  return files;
}
