import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The folder of the current docs the generated pages go in: a sidebar category of their own. */
export const MANY_PAGES_FOLDER = 'content/current/many-pages';

/** Pages per sub-folder, so that the sidebar has sections as a large site's does. */
const PAGES_PER_SECTION = 200;

/** Words every page draws on, as the docs repeat one vocabulary. */
const COMMON = [
  'effect',
  'value',
  'error',
  'handle',
  'resource',
  'stream',
  'config',
  'retry',
  'timeout',
  'logger',
  'request',
  'response',
  'service',
  'client',
  'server',
  'cache',
  'queue',
  'batch',
  'schedule',
  'event',
  'record',
  'field',
  'parser',
  'encoder',
  'decoder',
  'session',
  'token',
  'account',
  'payment',
  'order',
  'invoice',
  'report',
  'metric',
  'trace',
  'span',
  'pool',
  'thread',
  'fiber',
  'signal',
  'channel',
];

/** A deterministic pseudo-random sequence, so that two runs grow the same site. */
function sequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** A camelCase name of the page's own, as an API page names its methods: each page adds words. */
const ownName = (page: number, part: number) => `generated${page}Op${part}`;

function sentence(random: () => number, own: readonly string[]): string {
  const words = Array.from({ length: 12 + Math.floor(random() * 10) }, () =>
    random() < 0.15 ? pick(own, random) : pick(COMMON, random),
  );
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** One plain page: a title, three sections of two paragraphs each, and no examples to compile. */
export function manyPagesPage(page: number): string {
  const random = sequence(page * 7919 + 17);
  const own = [0, 1, 2].map((part) => ownName(page, part));
  const topic = `${pick(COMMON, random)} ${pick(COMMON, random)}`;
  const section = (heading: string) =>
    [`## ${heading}`, '', `${sentence(random, own)} ${sentence(random, own)}`, '', sentence(random, own), ''].join(
      '\n',
    );
  return [
    '---',
    `title: "Page ${page}: ${topic}"`,
    `sidebar_position: ${page}`,
    '---',
    '',
    `${sentence(random, own)} \`${own[0]}\` ${sentence(random, own)}`,
    '',
    section(`Using ${own[1]}`),
    section(`The ${pick(COMMON, random)} of ${topic}`),
    section(`Testing ${own[2]}`),
  ].join('\n');
}

/** How many pages the copy at `root` has been grown by. */
export async function grownPageCount(root: string): Promise<number> {
  const folder = join(root, MANY_PAGES_FOLDER);
  if (!existsSync(folder)) return 0;
  const sections = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  let count = 0;
  for (const section of sections)
    count += (await readdir(join(folder, section.name))).filter((name) => name.endsWith('.md')).length;
  return count;
}

/**
 * Grows the current docs of the site at `root` to `total` plain pages more than it had, in
 * sections of 200 under MANY_PAGES_FOLDER (each a closed category of the sidebar): pages with
 * headings and paragraphs and nothing to compile, so that a build, a page's weight or a search
 * measured on the copy shows how it grows with the pages alone. A copy grown before grows on.
 */
export async function growPagesTo(root: string, total: number): Promise<void> {
  if (!Number.isInteger(total) || total < 1)
    throw new Error(`The number of pages to add must be a whole number above 0, not "${total}".`);
  const folder = join(root, MANY_PAGES_FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, '_category_.yaml'), 'label: "Many pages"\nposition: 90\ncollapsed: true\n');
  for (let page = (await grownPageCount(root)) + 1; page <= total; page++) {
    const number = Math.ceil(page / PAGES_PER_SECTION);
    const section = join(folder, `section-${String(number).padStart(3, '0')}`);
    if ((page - 1) % PAGES_PER_SECTION === 0) {
      await mkdir(section, { recursive: true });
      await writeFile(join(section, '_category_.yaml'), `label: "Section ${number}"\nposition: ${number}\n`);
    }
    await writeFile(join(section, `page-${String(page).padStart(4, '0')}.md`), manyPagesPage(page));
  }
}
