import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSiteConfig,
  pageSiteData,
  siteDataScript,
  withPageSidebar,
} from '../../../../src/node/page-data/page-site-data';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { activeDoc } from '../../../../src/shared/versions';
import { writeManyVersionsSite } from '../../../fixtures/many-versions';

const FOLDERS = 10;
const PAGES_PER_FOLDER = 200;

/** Ten folders of 200 plain pages in the current version, as a site that grew would have them. */
async function growPages(root: string): Promise<void> {
  for (let folder = 0; folder < FOLDERS; folder++) {
    const dir = join(root, 'content', 'current', `area-${folder}`);
    await mkdir(dir, { recursive: true });
    for (let page = 0; page < PAGES_PER_FOLDER; page++)
      await writeFile(
        join(dir, `page-${page}.md`),
        `---\ntitle: Area ${folder} page ${page}\n---\n\nA plain page of area ${folder}.\n`,
      );
  }
}

/** The JSON block the built page at `route` carries: the page's data with its sidebar as far as it is open. */
function block(site: LoadedSite, route: string): string {
  const data = pageSiteData(browserSiteConfig(site.config), site.docs, route);
  const doc = activeDoc(site.docs, route);
  if (doc?.doc.sidebar === undefined) return siteDataScript(data);
  const built = site.versions.find((version) => version.meta.name === doc.version.name)!;
  return siteDataScript(
    withPageSidebar(data, route, {
      versionName: doc.version.name,
      id: doc.doc.sidebar,
      docId: doc.doc.id,
      items: built.sidebars.get(doc.doc.sidebar)!,
    }),
  );
}

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe('what a page carries as its version grows by 2,000 pages', () => {
  let plain: LoadedSite;
  let grown: LoadedSite;
  beforeAll(async () => {
    const [plainRoot, grownRoot] = await Promise.all([writeManyVersionsSite(2), writeManyVersionsSite(2)]);
    roots.push(plainRoot, grownRoot);
    await growPages(grownRoot);
    [plain, grown] = await Promise.all([
      loadSite({ siteRoot: plainRoot, readHistory: false }),
      loadSite({ siteRoot: grownRoot, readHistory: false }),
    ]);
    expect(grown.docs.versions[0]!.docs.length - plain.docs.versions[0]!.docs.length).toBe(FOLDERS * PAGES_PER_FOLDER);
  }, 120_000);

  it.each(['/docs/', '/docs/guides/use', '/docs/v1/guides/use'])(
    'keeps the JSON block of %s within the rows of the ten new folders',
    (route) => {
      const before = block(plain, route).length;
      const after = block(grown, route).length;
      // Ten closed categories, a row each: nothing of their 2,000 pages.
      expect(after - before).toBeLessThan(FOLDERS * 200);
      expect(after).toBeLessThan(before * 1.1 + FOLDERS * 200);
    },
  );

  it('carries the open folder of a page inside one, and none of the other nine', () => {
    const route = '/docs/area-3/page-7';
    const text = block(grown, route);
    expect(text).toContain('/docs/area-3/page-199');
    expect(text).not.toContain('/docs/area-4/page-0');
    expect(text.length).toBeLessThan(PAGES_PER_FOLDER * 200);
  });
});
