import type { Plugin } from 'vite';
import type { SitePluginApi } from '../../src/node/vite/plugin';
import { browserSiteConfig, pageSiteData, siteDataScript } from '../../src/node/page-data/page-site-data';
import { pageDataUrl } from '../../src/shared/page-data';

export const FIXTURE_PAGE_MODULE_ID = 'virtual:effectie-test/page';

/**
 * What a page of the fixture site carries besides its scripts, for component tests, which run the
 * browser's modules as the browser does: the site data block of its docs' home, and, by URL, the
 * data files the development server would answer. Both come from the site plugin's own preparation.
 */
export function fixturePage(): Plugin {
  let site: SitePluginApi | undefined;
  let base = '/';
  return {
    name: 'effectie-test-fixture-page',
    configResolved(config) {
      site = config.plugins.find((plugin) => plugin.name === 'effectie-site')?.api as SitePluginApi | undefined;
      base = config.base;
    },
    resolveId(id) {
      return id === FIXTURE_PAGE_MODULE_ID ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id !== `\0${FIXTURE_PAGE_MODULE_ID}`) return undefined;
      if (site === undefined)
        throw new Error('The fixture page needs the effectie-site plugin in the same configuration.');
      const prepared = await site.inMemorySite();
      const script = siteDataScript(
        pageSiteData(browserSiteConfig(prepared.site.config), prepared.site.docs, '/docs/', prepared.site.pages),
      );
      const files = Object.fromEntries([...prepared.dataFiles].map(([file, text]) => [pageDataUrl(base, file), text]));
      return `export const siteDataScript = ${JSON.stringify(script)};\nexport const dataFiles = ${JSON.stringify(files)};`;
    },
  };
}
