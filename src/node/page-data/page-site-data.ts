import type { SiteConfig } from '../../../schema';
import type { BrowserSiteConfig } from '../../shared/browser-site-config';
import { versionSummary, type DocsMetadata, type VersionContents, type VersionMeta } from '../../shared/docs-metadata';
import { openSidebar } from '../../shared/open-sidebar';
import { SITE_DATA_ELEMENT_ID, type PageSiteData } from '../../shared/page-data';
import type { Sidebar } from '../../shared/sidebar';
import { pageSiteDataJson } from '../../shared/page-data-json';
import type { StandalonePageMeta } from '../../shared/standalone-page';
import { scriptJson } from '../../shared/text/html-entities';
import { siteDescription } from '../seo/site-description';
import { activeDoc, activeVersion, latestVersion } from '../../shared/versions';

/** site.yaml without what the browser never uses, and its tagline as text (see BrowserSiteConfig). */
export function browserSiteConfig(config: SiteConfig): BrowserSiteConfig {
  const { home: _home, examples: _examples, theme: _theme, docs, ...rest } = config;
  const { versions: _versions, ...docsOptions } = docs;
  return { ...rest, tagline: siteDescription(config), docs: docsOptions };
}

/** The doc ids the navbar names (`docId` of its doc items, at any depth of its dropdowns). */
function navbarDocIds(config: BrowserSiteConfig): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (typeof value === 'object' && value !== null)
      for (const [key, field] of Object.entries(value))
        if (key === 'docId' && typeof field === 'string') ids.add(field);
        else visit(field);
  };
  visit(config.navbar);
  return ids;
}

/**
 * A version's contents with only the docs of `ids` and its main doc: what a page links to by id.
 * Its sidebars' entries stay, one link each.
 */
function partialContents(version: VersionMeta, ids: ReadonlySet<string>): { name: string } & VersionContents {
  return {
    name: version.name,
    mainDocId: version.mainDocId,
    docs: version.docs.filter((doc) => doc.id === version.mainDocId || ids.has(doc.id)),
    draftIds: [],
    sidebars: version.sidebars,
    partial: true,
  };
}

/**
 * What the page at `route` carries: a summary of every version, of its own version the docs it
 * links to by id (itself, the main doc, the navbar's; the rest are a data file) and its sidebars'
 * first links, and the routes of the standalone pages (none on a site without them). What it
 * carries stays the same whatever the number of docs in its version.
 */
export function pageSiteData(
  config: BrowserSiteConfig,
  docs: DocsMetadata,
  route: string,
  pages: readonly StandalonePageMeta[] = [],
): PageSiteData {
  const latest = latestVersion(docs);
  const own = activeVersion(docs, route) ?? latest;
  const ids = navbarDocIds(config);
  const page = activeDoc(docs, route)?.doc;
  // On another version's page, the banner links to the same doc in the current one.
  if (page !== undefined) ids.add(page.id);
  return {
    config,
    versions: docs.versions.map(versionSummary),
    version: partialContents(own, ids),
    ...(own === latest ? {} : { latest: partialContents(latest, ids) }),
    ...(pages.length === 0 ? {} : { pages: pages.map(({ id, path }) => ({ id, path })) }),
  };
}

/** The page's data with its doc's sidebar as far as it is open at `route`. */
export function withPageSidebar(
  data: PageSiteData,
  route: string,
  sidebar: { versionName: string; id: string; docId: string; items: Sidebar },
): PageSiteData {
  return { ...data, sidebar: { ...sidebar, items: openSidebar(sidebar.items, route) } };
}

/** The page's JSON block, escaped so that no text in it can end the script element. */
export function siteDataScript(data: PageSiteData): string {
  return `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${scriptJson(pageSiteDataJson(data))}</script>`;
}
