import { beforeAll, describe, expect, it } from 'vitest';
import { renderDocsAndPages, type RenderedDoc } from '../../../../src/node/docs/render-docs';
import { pagesSearchIndex } from '../../../../src/node/pages/page-search-index';
import type { RenderedPage } from '../../../../src/node/pages/render-page';
import { buildSearchIndexes } from '../../../../src/node/search/build-indexes';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { unpackIndexFile, type SearchIndexFile } from '../../../../src/shared/search/records';
import { FIXTURE_SITE } from '../../../fixtures/site-root';

let site: LoadedSite;
let docs: RenderedDoc[];
let pages: RenderedPage[];
beforeAll(async () => {
  site = await loadSite({ siteRoot: FIXTURE_SITE, compiledExamples: 'skip', readHistory: false });
  ({ docs, pages } = await renderDocsAndPages(site));
});

describe("the standalone pages' search index", () => {
  it('holds their titles, headings and paragraphs, tagged with no version, and leaves the unlisted page out', () => {
    const index = pagesSearchIndex(site, pages)!;
    expect(index.fileName).toBe('page-data/pages/_search.json');
    const records = unpackIndexFile(JSON.parse(index.source) as SearchIndexFile);
    expect(
      records.filter((record) => record.type === 'lvl1').map((record) => [record.url, record.hierarchy.lvl1]),
    ).toEqual([
      ['/about', 'About effectie'],
      ['/community/', 'Community'],
    ]);
    expect(records.find((record) => record.type === 'lvl2')).toMatchObject({
      url: '/about#maintainers',
      hierarchy: { lvl0: 'Pages', lvl1: 'About effectie', lvl2: 'Maintainers' },
    });
    for (const record of records) expect([record.version, record.docusaurus_tag]).toEqual([[], 'default']);
    expect(records.some((record) => record.url.startsWith('/credits'))).toBe(false);
  });

  it("leaves the docs' indexes as they were: each record of its version, none with the pages' tag", () => {
    for (const asset of buildSearchIndexes(site, docs).assets) {
      const records = unpackIndexFile(JSON.parse(asset.source) as SearchIndexFile);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        expect(record.version).toEqual([asset.version]);
        expect(record).not.toHaveProperty('docusaurus_tag');
      }
    }
  });

  it('is none on a site without standalone pages', () => {
    expect(pagesSearchIndex({ ...site, pages: [] }, [])).toBeUndefined();
  });
});
