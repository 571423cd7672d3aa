import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative, sep } from 'node:path';
import type { PageExamples } from './page-examples';

/** Committed next to content/, so building the site needs neither a JDK nor Maven. */
export const CACHE_DIR = 'compiled-examples';

/** One page's compiled examples as stored: `rendered[i]` is what mdoc showed for block i. */
export interface CachedPage {
  page: string;
  set: string;
  key: string;
  rendered: Array<string | null>;
}

export function cacheFile(page: Pick<PageExamples, 'versionName' | 'pagePath'>): string {
  return posix.join(CACHE_DIR, page.versionName, page.pagePath.replace(/\.md$/, '.json'));
}

export async function readCachedPage(projectRoot: string, page: PageExamples): Promise<CachedPage | undefined> {
  try {
    return JSON.parse(await readFile(join(projectRoot, cacheFile(page)), 'utf8')) as CachedPage;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written beside the target and renamed over it, so a cache file is never half-written. */
export async function writeCachedPage(projectRoot: string, page: PageExamples, rendered: Array<string | null>): Promise<void> {
  const target = join(projectRoot, cacheFile(page));
  const cached: CachedPage = { page: page.fileName, set: page.set.name, key: page.key, rendered };
  await mkdir(dirname(target), { recursive: true });
  await writeFile(`${target}.tmp`, JSON.stringify(cached, null, 2) + '\n');
  await rename(`${target}.tmp`, target);
}

/** Removes cache files of pages that no longer exist or no longer have Scala blocks. */
export async function removeOrphans(projectRoot: string, pages: readonly PageExamples[]): Promise<string[]> {
  const root = join(projectRoot, CACHE_DIR);
  const wanted = new Set(pages.map((page) => cacheFile(page)));
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const orphans = entries
    .filter((entry) => entry.isFile())
    .map((entry) => posix.join(CACHE_DIR, relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')))
    .filter((file) => !wanted.has(file));
  await Promise.all(orphans.map((file) => rm(join(projectRoot, file))));
  return orphans;
}
