import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Pages are grown in folders of this many, as a large site's sections hold them. */
export const PAGES_PER_FOLDER = 200;

/** The folder of the current version that holds the grown pages' folders. */
const GROWN = 'content/current';
const folderName = (index: number) => `grown-${String(index).padStart(3, '0')}`;

/** How many pages the copy of `root` has been grown by. */
export async function grownPageCount(root: string): Promise<number> {
  const entries = await readdir(join(root, GROWN), { withFileTypes: true });
  let count = 0;
  for (const entry of entries)
    if (entry.isDirectory() && /^grown-\d{3}$/.test(entry.name))
      count += (await readdir(join(root, GROWN, entry.name))).filter((name) => name.endsWith('.md')).length;
  return count;
}

/**
 * Grows the current version of the site of `root` to `total` plain pages more than it had, in
 * folders of 200 (each a closed category of the generated sidebar): a short page each, with a
 * title, a heading and a paragraph, so that what grows is the number of pages, not their weight.
 */
export async function growPagesTo(root: string, total: number): Promise<void> {
  for (let page = await grownPageCount(root); page < total; page++) {
    const folder = Math.floor(page / PAGES_PER_FOLDER);
    const index = page % PAGES_PER_FOLDER;
    const dir = join(root, GROWN, folderName(folder));
    if (index === 0) await mkdir(dir, { recursive: true });
    await writeFile(
      join(dir, `page-${String(index).padStart(3, '0')}.md`),
      [
        '---',
        `title: Section ${folder + 1}, page ${index + 1}`,
        '---',
        '',
        `## What page ${index + 1} says`,
        '',
        `A plain page of section ${folder + 1}, one of ${PAGES_PER_FOLDER}: it links nowhere and runs no example.`,
        '',
      ].join('\n'),
    );
  }
}
