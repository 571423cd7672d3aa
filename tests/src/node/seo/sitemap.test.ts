import { beforeAll, describe, expect, it } from 'vitest';
import { sitemapRoutes } from '../../../../src/node/seo/sitemap';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { FIXTURE_SITE } from '../../../fixtures/site-root';

let site: LoadedSite;
beforeAll(async () => {
  site = await loadSite({ siteRoot: FIXTURE_SITE, compiledExamples: 'skip', readHistory: false });
});

describe('the sitemap of a site with standalone pages', () => {
  it('lists each page but the unlisted one', () => {
    const routes = [...site.docs.versions[0]!.docs.map((doc) => doc.path), ...site.pages.map((page) => page.path)];
    const listed = sitemapRoutes(site.config, site.docs, routes, site.pages);
    expect(listed).toContain('/about');
    expect(listed).toContain('/community/');
    expect(listed).not.toContain('/credits');
    expect(listed).toContain('/docs/');
  });
});
