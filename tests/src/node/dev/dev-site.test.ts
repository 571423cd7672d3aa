import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devSite, type DevSite } from '../../../../src/node/dev/dev-site';
import type { DocData } from '../../../../src/shared/page-data';
import { FIXTURE_SITE } from '../../../fixtures/site-root';
import { EXAMPLES_SITE } from '../examples/helpers';

const PAGE = 'content/current/cats-effect2/import.md';
let root: string;
let site: DevSite;

beforeEach(async () => {
  // A copy, since the tests save pages.
  root = await mkdtemp(join(tmpdir(), 'dev-site-'));
  await cp(FIXTURE_SITE, root, { recursive: true });
  site = devSite({ siteRoot: root, configFile: 'site.yaml', readHistory: false });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const save = async (edit: (text: string) => string) => {
  const file = join(root, PAGE);
  await writeFile(file, edit(await readFile(file, 'utf8')));
  return site.changed(file);
};
const data = async () => JSON.parse((await site.dataFile('page-data/current/cats-effect2/import.json'))!) as DocData;
const body = () => site.dataFile('page-data/current/cats-effect2/import.html');

describe("the development server's site", () => {
  it("shows a page's compiled output, loaded with the first page of its version, and a page never compiled without it, saying why", async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const examples = devSite({ siteRoot: EXAMPLES_SITE, configFile: 'site.yaml', readHistory: false });
    expect(await examples.dataFile('page-data/current/guide/good.html')).toContain('total: Int = 6');
    // Two pages of the fixture were never compiled: the build would stop on them.
    expect(await examples.dataFile('page-data/current/guide/broken.html')).toContain('scala');
    expect(warned.mock.calls.map(([text]) => String(text).split('\n')[0])).toMatchInlineSnapshot(`
      [
        "Version "current" has 2 example problems; its pages show their Scala code without output until they are fixed, and the build stops on them:",
      ]
    `);
  });

  it("answers a page's Markdown copy and its version's whole text with their compiled output, as the build writes them, and llms.txt", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const examples = devSite({ siteRoot: EXAMPLES_SITE, configFile: 'site.yaml', readHistory: false });
    expect(await examples.textFile('docs/guide/good.md')).toContain('// total: Int = 6');
    expect(await examples.textFile('llms-full.txt')).toContain('// total: Int = 6');
    expect(await examples.textFile('llms.txt')).toContain('/docs/guide/good.md');
    expect(await examples.textFile('llms-full-nope.txt')).toBeUndefined();
  });

  it("answers a doc's data files, its version's and its search index, and nothing for a file no page has", async () => {
    expect((await data()).title).toBe('What to Import');
    expect(await body()).toContain('the build needs the');
    expect(JSON.parse((await site.dataFile('page-data/v1/_version.json'))!)).toMatchObject({ mainDocId: 'index' });
    expect(JSON.parse((await site.dataFile('page-data/current/_search.json'))!)).toMatchObject({ version: 'current' });
    expect(await site.dataFile('page-data/current/no-such-page.json')).toBeUndefined();
    expect(await site.dataFile('page-data/v9/_version.json')).toBeUndefined();
    expect(await site.textFile('docs/cats-effect2/import.md')).toContain('# What to Import');
  });

  it('shows a saved page whose body alone changed by rendering that page again, and says which', async () => {
    await body();
    expect(await save((text) => text.replace('This page lists both.', 'This page lists both, briefly.'))).toEqual({
      versionName: 'current',
      docId: 'cats-effect2/import',
    });
    expect(await body()).toContain('This page lists both, briefly.');
  });

  it('opens the site again when a saved page changes more than its body: its title, which other pages show', async () => {
    await body();
    expect(await save((text) => text.replace('title: "What to Import"', 'title: "Imports"'))).toBeUndefined();
    expect((await data()).title).toBe('Imports');
    const sidebar = await site.dataFile('page-data/current/_sidebars/docsSidebar.json');
    expect(sidebar).toContain('"Imports"');
  });

  it("answers a standalone page's data files, its Markdown copy and the pages' search index, and shows a saved page after reopening the site", async () => {
    const page = JSON.parse((await site.dataFile('page-data/pages/about.json'))!) as { title: string; toc: unknown[] };
    expect([page.title, page.toc.length]).toEqual(['About effectie', 2]);
    expect(await site.dataFile('page-data/pages/about.html')).toContain('its maintainers read every issue');
    expect(await site.dataFile('page-data/pages/roadmap.json')).toBeUndefined();
    expect(await site.textFile('community.md')).toMatch(/^# Community\n/);
    const index = JSON.parse((await site.dataFile('page-data/pages/_search.json'))!) as { pages: string[][] };
    expect(index.pages.map(([url]) => url)).toEqual(['/about', '/community/']);
    const file = join(root, 'content/pages/about.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('read every issue', 'answer every issue'));
    expect(await site.changed(file)).toBeUndefined();
    expect(await site.dataFile('page-data/pages/about.html')).toContain('answer every issue');
  });
});
