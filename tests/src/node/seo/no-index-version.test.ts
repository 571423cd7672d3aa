import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../../schema';
import { parseSiteConfig } from '../../../../schema/parse';
import { robotsMetaTag } from '../../../../src/node/seo/meta-tags';
import { sitemapRoutes, sitemapXml } from '../../../../src/node/seo/sitemap';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { FIXTURE_SITE } from '../../../fixtures/site-root';

const FIXTURE_YAML = readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8');
/** The fixture site with its v1 docs kept out of search engines. */
const NO_INDEX_V1 = FIXTURE_YAML.replace(
  '      banner: unmaintained\n',
  '      banner: unmaintained\n      noIndex: true\n',
);

let site: LoadedSite;
let config: SiteConfig;
let routes: string[];
beforeAll(async () => {
  site = await loadSite({ siteRoot: FIXTURE_SITE, compiledExamples: 'skip', readHistory: false });
  config = parseSiteConfig(NO_INDEX_V1).value;
  routes = ['/', '/versions', ...site.docs.versions.flatMap((version) => version.docs.map((doc) => doc.path))];
});

describe('docs.versions[].noIndex', () => {
  it('is set on v1 only by the edit', () => {
    expect(NO_INDEX_V1).not.toBe(FIXTURE_YAML);
    expect(config.docs.versions.map((version) => [version.name, version.noIndex])).toEqual([
      ['current', false],
      ['v1', true],
    ]);
  });

  it('asks search engines neither to index nor to follow the pages of that version', () => {
    expect(robotsMetaTag(config, site.docs, '/docs/v1/docs/monix/fx', { notFound: false })).toBe(
      '<meta name="robots" content="noindex, nofollow" />',
    );
    expect(robotsMetaTag(config, site.docs, '/docs/v1/', { notFound: false })).toBe(
      '<meta name="robots" content="noindex, nofollow" />',
    );
  });

  it("leaves the other versions and the site's own pages as they were", () => {
    expect(robotsMetaTag(config, site.docs, '/docs/cats-effect2/import', { notFound: false })).toBe('');
    expect(robotsMetaTag(config, site.docs, '/versions', { notFound: false })).toBe('');
    expect(robotsMetaTag(config, site.docs, '/404', { notFound: true })).toBe(
      '<meta name="robots" content="noindex" />',
    );
    expect(robotsMetaTag(site.config, site.docs, '/docs/v1/', { notFound: false })).toBe('');
  });

  it("keeps that version's pages out of sitemap.xml, and only those", () => {
    const listed = sitemapRoutes(config, site.docs, routes);
    expect(listed.filter((route) => route.startsWith('/docs/v1'))).toEqual([]);
    expect(listed).toContain('/docs/cats-effect2/import');
    expect(listed).toContain('/versions');
    expect(sitemapRoutes(site.config, site.docs, routes)).toEqual(routes);
    expect(sitemapXml(listed.map((route) => `https://effectie.kevinlee.io${route}`))).not.toContain('/docs/v1');
  });
});
