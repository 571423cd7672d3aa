import type { DocPageData } from '../../shared/doc-page';
import type { NavigationLink } from '../../shared/sidebar-navigation';
import type { LinkResolver } from '../markdown/links';
import type { LoadedSite } from '../site/load-site';
import type { SourceDoc } from './source-doc';
import { pageFooterFacts } from './page-footer-facts';
import { pagination } from './pagination';
import { createDocLinkResolver, siteLinkTargets, type LinkTargets } from './resolve-doc-link';
import { withBase } from '../../shared/routes/join-url';
import type { BuiltVersion } from './version-metadata';

/** What every page of the site renders with, worked out once per build. */
export interface SiteRenderContext {
  site: LoadedSite;
  /** What the pages' links may lead to. */
  linkTargets: LinkTargets;
  footerFacts: (doc: SourceDoc, versionName: string) => Pick<DocPageData, 'editUrl' | 'lastUpdated'>;
}

/** What every page of one version renders with, worked out once per version. */
export interface VersionRenderContext extends SiteRenderContext {
  version: BuiltVersion;
  /** Each doc's description by id, for the cards of the category a page opens. */
  descriptions: ReadonlyMap<string, string | undefined>;
  /** A doc's Previous and Next links in the sidebar it shows (or none). */
  neighbours: (doc: SourceDoc, sidebarName: string | undefined) => { previous?: NavigationLink; next?: NavigationLink };
}

/**
 * How a page's links are written in its HTML: a relative `.md` path or a URL becomes the route
 * with the base URL; undefined for a link that leads to no page. The HTML is final, so its links
 * carry the base URL; the link check strips it again.
 */
export function docLinkResolver(
  { site, linkTargets }: SiteRenderContext,
  page: { fileName: string; path: string },
): LinkResolver {
  const toRoute = createDocLinkResolver(page, linkTargets);
  return (href, options) => {
    const route = toRoute(href, options);
    return route === undefined ? undefined : withBase(site.config.baseUrl, route);
  };
}

export function siteRenderContext(site: LoadedSite): SiteRenderContext {
  return { site, linkTargets: siteLinkTargets(site), footerFacts: pageFooterFacts(site) };
}

export function versionRenderContext(context: SiteRenderContext, version: BuiltVersion): VersionRenderContext {
  const { docs } = version.sources;
  const bySidebar = new Map([...version.sidebars].map(([id, sidebar]) => [id, pagination(sidebar, docs)]));
  const outsideSidebars = pagination([], docs);
  return {
    ...context,
    version,
    descriptions: new Map(docs.map((doc) => [doc.id, doc.description])),
    neighbours: (doc, sidebarName) => (sidebarName === undefined ? outsideSidebars : bySidebar.get(sidebarName)!)(doc),
  };
}
