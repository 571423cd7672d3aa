import type { Plugin } from 'vite';
import { devBodyUrl, type SitePluginApi } from '../../src/node/vite/plugin';
import { siteDataScript } from '../../src/node/vite/virtual-modules';

export const FIXTURE_PAGE_MODULE_ID = 'virtual:effectie-test/page';

/**
 * What a page of the fixture site carries besides its scripts, for component tests, which run the
 * browser's modules as the browser does: the site data block and, by URL, the doc bodies the
 * development server would answer. Both come from the site plugin's own preparation.
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
      if (site === undefined) throw new Error('The fixture page needs the effectie-site plugin in the same configuration.');
      const prepared = await site.prepared();
      const bodies = Object.fromEntries(prepared.docs.map((doc) => [devBodyUrl(base, doc.versionName, doc.data.id), doc.data.html]));
      return `export const siteDataScript = ${JSON.stringify(siteDataScript(prepared.site))};\nexport const docBodies = ${JSON.stringify(bodies)};`;
    },
  };
}
