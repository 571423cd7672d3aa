import type { SiteConfig } from '../../../schema';
import type { BrowserSiteConfig } from '../../shared/browser-site-config';
import { versionContents, versionSummary, type DocsMetadata } from '../../shared/docs-metadata';
import { SITE_DATA_ELEMENT_ID, type PageSiteData } from '../../shared/page-data';
import { pageSiteDataJson } from '../../shared/page-data-json';
import type { StandalonePageMeta } from '../../shared/standalone-page';
import { scriptJson } from '../../shared/text/html-entities';
import { siteDescription } from '../seo/site-description';
import { activeVersion, latestVersion } from '../../shared/versions';

/** site.yaml without what the browser never uses, and its tagline as text (see BrowserSiteConfig). */
export function browserSiteConfig(config: SiteConfig): BrowserSiteConfig {
  const { home: _home, examples: _examples, theme: _theme, docs, ...rest } = config;
  const { versions: _versions, ...docsOptions } = docs;
  return { ...rest, tagline: siteDescription(config), docs: docsOptions };
}

/**
 * What the page at `route` carries: a summary of every version, its own version's docs and
 * sidebars, and the routes of the standalone pages (none on a site without them).
 */
export function pageSiteData(
  config: BrowserSiteConfig,
  docs: DocsMetadata,
  route: string,
  pages: readonly StandalonePageMeta[] = [],
): PageSiteData {
  const latest = latestVersion(docs);
  const own = activeVersion(docs, route) ?? latest;
  return {
    config,
    versions: docs.versions.map(versionSummary),
    version: { name: own.name, ...versionContents(own) },
    ...(own === latest ? {} : { latest: { name: latest.name, ...versionContents(latest) } }),
    ...(pages.length === 0 ? {} : { pages: pages.map(({ id, path }) => ({ id, path })) }),
  };
}

/** The page's JSON block, escaped so that no text in it can end the script element. */
export function siteDataScript(data: PageSiteData): string {
  return `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${scriptJson(pageSiteDataJson(data))}</script>`;
}
