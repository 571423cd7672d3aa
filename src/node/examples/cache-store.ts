import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative, sep } from 'node:path';
import type { PageExamples } from './page-examples';
import type { PageTypes } from './types/page-types';
import { readSourceFile } from '../files/read-source-file';

/** Committed next to content/, so building the site needs neither a JDK nor Maven. */
export const CACHE_DIR = 'compiled-examples';

/**
 * One page's compiled examples as stored: `rendered[i]` is what mdoc showed for block i, `types`
 * what the compiler says about the identifiers in the blocks.
 */
export interface CachedPage {
  page: string;
  set: string;
  key: string;
  rendered: Array<string | null>;
  types: PageTypes;
}

export function cacheFile(page: Pick<PageExamples, 'versionName' | 'pagePath'>): string {
  return posix.join(CACHE_DIR, page.versionName, page.pagePath.replace(/\.md$/, '.json'));
}

export async function readCachedPage(projectRoot: string, page: PageExamples): Promise<CachedPage | undefined> {
  try {
    return JSON.parse(readSourceFile(join(projectRoot, cacheFile(page)))) as CachedPage;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written beside the target and renamed over it, so a cache file is never half-written. */
export async function writeCachedPage(
  projectRoot: string,
  page: PageExamples,
  rendered: Array<string | null>,
  types: PageTypes,
): Promise<void> {
  const target = join(projectRoot, cacheFile(page));
  const cached: CachedPage = { page: page.fileName, set: page.set.name, key: page.key, rendered, types };
  await mkdir(dirname(target), { recursive: true });
  await writeFile(`${target}.tmp`, formatCachedPage(cached));
  await rename(`${target}.tmp`, target);
}

/** JSON with one line per type entry and per block's occurrences, so a diff shows what changed. */
export function formatCachedPage({ types, ...output }: CachedPage): string {
  const list = (items: readonly unknown[]) =>
    items.length === 0 ? '[]' : `[\n${items.map((item) => `      ${JSON.stringify(item)}`).join(',\n')}\n    ]`;
  const head = JSON.stringify(output, null, 2).replace(/\n\}$/, '');
  return `${head},\n  "types": {\n    "entries": ${list(types.entries)},\n    "blocks": ${list(types.blocks)}\n  }\n}\n`;
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
