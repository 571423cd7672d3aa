import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSiteConfig, pageSiteData, siteDataScript } from '../../../../src/node/page-data/page-site-data';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { manyVersionsDocs, writeManyVersionsSite } from '../../../fixtures/many-versions';

const roots: string[] = [];
const load = async (count: number) => {
  const root = await writeManyVersionsSite(count);
  roots.push(root);
  return loadSite({ siteRoot: root, readHistory: false });
};
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

/** The JSON block of the page at `route`. */
const block = (site: LoadedSite, route: string) =>
  siteDataScript(pageSiteData(browserSiteConfig(site.config), site.docs, route));

describe('what a page carries of the versions', () => {
  let few: LoadedSite;
  let many: LoadedSite;
  beforeAll(async () => {
    [few, many] = await Promise.all([load(2), load(60)]);
  });

  it('is its own version in full and one small summary per version, so 58 more versions add a few KB and no doc', () => {
    const grown = block(many, '/docs/guides/use').length - block(few, '/docs/guides/use').length;
    expect(grown).toBeGreaterThan(0);
    // An archived version's summary is its name, and here its label and release notes: the rest is as usual.
    expect(grown / 58).toBeLessThan(90);
    expect(pageSiteData(browserSiteConfig(many.config), many.docs, '/docs/guides/use').version).toEqual(
      pageSiteData(browserSiteConfig(few.config), few.docs, '/docs/guides/use').version,
    );
  });

  it("has every version in its summaries, in site.yaml's order", () => {
    const data = pageSiteData(browserSiteConfig(many.config), many.docs, '/docs/v30/guides/install');
    expect(data.versions.map((version) => version.name)).toEqual(
      many.config.docs.versions.map((version) => version.name),
    );
    expect(data.versions[30]).toEqual({
      name: 'v30',
      label: 'v30.0',
      isLast: false,
      path: '/docs/v30',
      mainDocPath: '/docs/v30/',
      banner: 'unmaintained',
      releaseNotes: 'https://example.org/releases/v30',
    });
    // A page of an older version: its own version, and the current one its links may lead to.
    expect([data.version.name, data.latest?.name]).toEqual(['v30', 'current']);
  });

  it('describes the docs as the component tests of this site have them', () => {
    expect(many.docs).toEqual(manyVersionsDocs(60));
  });

  it('leaves out what only the build uses: the examples, the theme and the home page', () => {
    const data = pageSiteData(browserSiteConfig(many.config), many.docs, '/');
    expect(Object.keys(data.config)).not.toContain('examples');
    expect(Object.keys(data.config)).not.toContain('theme');
    expect(Object.keys(data.config)).not.toContain('home');
    expect(Object.keys(data.config.docs)).not.toContain('versions');
  });
});
