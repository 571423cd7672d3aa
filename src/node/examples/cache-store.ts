import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative, sep } from 'node:path';
import type { PageExamples } from './page-examples';
import type { PageTypes } from './types/page-types';
import { readSourceFile } from '../files/read-source-file';

/** Committed next to content/, so building the site needs neither a JDK nor Maven. */
export const CACHE_DIR = 'compiled-examples';

/**
 * One page's compiled examples as stored: `rendered[i]` is what mdoc showed for block i of the
 * set, `types` what the compiler says about the identifiers in those blocks. The file holds the
 * blocks of the page's first set (see `PageExamples.pageSets`) at its top, and those of each
 * other set its blocks name in `otherSets`, each with its own key.
 */
export interface CachedPage extends CachedSet {
  page: string;
  otherSets?: CachedSet[];
}

/** The output of the blocks of a page that one example set compiles. */
export interface CachedSet {
  set: string;
  key: string;
  rendered: Array<string | null>;
  types: PageTypes;
}

export function cacheFile(page: Pick<PageExamples, 'versionName' | 'pagePath'>): string {
  return posix.join(CACHE_DIR, page.versionName, page.pagePath.replace(/\.md$/, '.json'));
}

async function readCacheFile(projectRoot: string, page: PageExamples): Promise<CachedPage | undefined> {
  try {
    return JSON.parse(readSourceFile(join(projectRoot, cacheFile(page)))) as CachedPage;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The stored output of the page's blocks of `page.set`, if the page's file has it. */
export async function readCachedPage(projectRoot: string, page: PageExamples): Promise<CachedSet | undefined> {
  const file = await readCacheFile(projectRoot, page);
  if (file === undefined) return undefined;
  const { page: _, otherSets = [], ...first } = file;
  return [first, ...otherSets].find((entry) => entry.set === page.set.name);
}

/**
 * Keeps the output of the page's blocks of `page.set`, with what the file holds for the page's
 * other sets; a set the page no longer names is dropped. Written beside the target and renamed
 * over it, so a cache file is never half-written.
 */
export async function writeCachedPage(
  projectRoot: string,
  page: PageExamples,
  rendered: Array<string | null>,
  types: PageTypes,
): Promise<void> {
  const target = join(projectRoot, cacheFile(page));
  const file = await readCacheFile(projectRoot, page);
  const { page: _, otherSets = [], ...first } = file ?? { page: page.fileName };
  const stored = [first, ...otherSets].filter((entry): entry is CachedSet => 'set' in entry);
  const written: CachedSet = { set: page.set.name, key: page.key, rendered, types };
  const entries = page.pageSets.flatMap((name) =>
    name === page.set.name ? [written] : stored.filter((entry) => entry.set === name),
  );
  const [head = written, ...rest] = entries;
  const cached: CachedPage = { page: page.fileName, ...head, ...(rest.length > 0 ? { otherSets: rest } : {}) };
  await mkdir(dirname(target), { recursive: true });
  await writeFile(`${target}.tmp`, formatCachedPage(cached));
  await rename(`${target}.tmp`, target);
}

/** JSON with one line per type entry and per block's occurrences, so a diff shows what changed. */
export function formatCachedPage({ otherSets, ...first }: CachedPage): string {
  const body = formatSet(first, '  ');
  if (otherSets === undefined) return `{\n${body}\n}\n`;
  const others = otherSets.map((entry) => `    {\n${formatSet(entry, '      ')}\n    }`).join(',\n');
  return `{\n${body},\n  "otherSets": [\n${others}\n  ]\n}\n`;
}

/** The fields of one set's output at `indent`, its types' entries and occurrences one per line. */
function formatSet({ types, ...output }: CachedSet & { page?: string }, indent: string): string {
  const list = (items: readonly unknown[]) =>
    items.length === 0
      ? '[]'
      : `[\n${items.map((item) => `${indent}    ${JSON.stringify(item)}`).join(',\n')}\n${indent}  ]`;
  const fields = Object.entries(output).map(
    ([name, value]) =>
      `${indent}${JSON.stringify(name)}: ${JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`)}`,
  );
  const typesField = `${indent}"types": {\n${indent}  "entries": ${list(types.entries)},\n${indent}  "blocks": ${list(types.blocks)}\n${indent}}`;
  return [...fields, typesField].join(',\n');
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
