import { dataFiles, siteDataScript } from 'virtual:effectie-test/page';
import { describe, expect, it } from 'vitest';
import { render } from '../../../src/client/entry-server';
import { dataSourceOf } from '../../../src/node/page-data/page-data-files';
import { pageDataUrl } from '../../../src/shared/page-data';
import { parsePageSiteData } from '../../../src/shared/page-data-json';

// The fixture site's pages of the current version, and its data files, as the build has them.
const data = parsePageSiteData(siteDataScript.replace(/^<script[^>]*>|<\/script>$/g, ''));
const source = dataSourceOf((file) => dataFiles[pageDataUrl(data.config.baseUrl, file)]);

describe('a prerendered page', () => {
  it.each(['/', '/docs/'])(
    'carries its logos inline on %s, with no image preload for the browser to wait on',
    async (path) => {
      const { html } = await render(path, data, source);
      expect(html).not.toMatch(/<link[^>]*rel="preload"[^>]*as="image"|<img[^>]*class="(?:navbar|footer)-logo/);
      expect(html).toMatch(/<svg[^>]*class="navbar-logo"[^>]*role="img" aria-label="Effectie logo"><rect /);
      expect(html.match(/<svg[^>]*class="footer-logo only-(?:light|dark)"/g)).toHaveLength(2);
    },
  );

  it('is rendered whole for a site served under a base path, the router reading the address under it', async () => {
    const underBase = { ...data, config: { ...data.config, baseUrl: '/effectie/' } };
    const home = await render('/', underBase, source);
    expect(home.html).toContain('class="hero-title"');
    expect(home.html).not.toContain('page-loading');
    const doc = await render('/docs/', underBase, source);
    expect(doc.html).toMatch(/<h1[^>]*>Getting Started<\/h1>/);
    expect(doc.html).toContain('href="/effectie/docs/"');
  });
});
