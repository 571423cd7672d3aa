import { copyFile, link, rm } from 'node:fs/promises';

/**
 * A file of one folder in another: a hard link where the file system allows (thousands of pages
 * cost no copying), else a copy. Neither side is ever written in place: the build removes a file
 * before it writes one (stagedOutput), so a link never carries a change into a cache.
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  await rm(to, { force: true });
  await link(from, to).catch(() => copyFile(from, to));
}
