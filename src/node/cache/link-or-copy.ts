import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * A file of one folder in another: a hard link where the file system allows (thousands of pages
 * cost no copying), else a copy. Neither side is ever written in place: the build removes a file
 * before it writes one (stagedOutput), so a link never carries a change into a cache.
 */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await rm(to, { force: true });
  await link(from, to).catch(() => copyFile(from, to));
}

/** Each of `files` (paths from `fromDir`) at the same path under `toDir`, as linkOrCopy places one. */
export async function linkOrCopyFiles(files: readonly string[], fromDir: string, toDir: string): Promise<void> {
  for (const file of files) {
    await mkdir(dirname(join(toDir, file)), { recursive: true });
    await linkOrCopy(join(fromDir, file), join(toDir, file));
  }
}
