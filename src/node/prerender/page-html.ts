import type { SiteConfig } from '../../../schema';
import type { DocsMetadata } from '../../shared/docs-metadata';
import { pageDataFile, type PageDataSource, type PageSiteData } from '../../shared/page-data';
import type { PageHead } from '../../shared/page-head';
import { pageTitle } from '../../shared/page-title';
import { siteDescription } from '../seo/site-description';
import { escapeHtml } from '../../shared/text/html-entities';
import { withBase } from '../../shared/routes/join-url';
import { activeDoc } from '../../shared/versions';
import { markdownRoute } from '../markdown-copies/markdown-route';
import { siteDataScript, withPageSidebar } from '../page-data/page-site-data';
import { keywordsMetaTag, robotsMetaTag, socialMetaTags } from '../seo/meta-tags';
import { pageUrl } from '../site/page-url';
import { fillTemplate } from './html-template';
import { APP_MODULE, preloadLinks, type Manifest } from './preload-links';

/** The server bundle's entry (src/client/entry-server.tsx). */
export interface ServerEntry {
  render(
    path: string,
    data: PageSiteData,
    source: PageDataSource,
  ): Promise<{ html: string; head: PageHead | undefined }>;
}

interface PageHtmlContext {
  entry: ServerEntry;
  /** The built index.html, its stylesheets inlined. */
  template: string;
  manifest: Manifest;
  config: SiteConfig;
  docs: DocsMetadata;
}

/** One prerendered page: the route rendered by the server bundle, in the template with its head. */
export function pageHtml({ entry, template, manifest, config, docs }: PageHtmlContext) {
  return async (
    page: {
      route: string;
      module: string;
      notFound?: boolean;
      /** The standalone page (content/pages/) the route shows, if it is one. */
      standalone?: { id: string; unlisted: boolean };
    },
    siteData: PageSiteData,
    source: PageDataSource,
  ): Promise<string> => {
    const { route, module, standalone } = page;
    const doc = activeDoc(docs, route);
    const sidebarId = doc?.doc.sidebar;
    // A doc's page carries its sidebar as far as it is open; the full one is loaded when needed.
    const data =
      doc === undefined || sidebarId === undefined
        ? siteData
        : withPageSidebar(siteData, route, {
            versionName: doc.version.name,
            id: sidebarId,
            docId: doc.doc.id,
            items: await source.sidebar(doc.version.name, sidebarId),
          });
    const { html, head } = await entry.render(route, data, source);
    const title = pageTitle(config, head?.title);
    const description = head?.description ?? siteDescription(config);
    // The page's own data file, which hydration needs; its body is in the page already.
    const preloadData =
      standalone !== undefined
        ? [pageDataFile.page(standalone.id)]
        : doc === undefined
          ? []
          : [pageDataFile.doc(doc.version.name, doc.doc.id)];
    const extraHead = [
      socialMetaTags(config, {
        title,
        description,
        url: pageUrl(config, route),
        type: doc || standalone ? 'article' : 'website',
        image: head?.image,
      }),
      keywordsMetaTag(head?.keywords),
      `<meta name="theme-color" content="${escapeHtml(config.themeColor)}" />`,
      `<link rel="manifest" href="${escapeHtml(`${config.baseUrl}manifest.webmanifest`)}" />`,
      robotsMetaTag(config, docs, route, {
        notFound: page.notFound === true,
        unlisted: standalone?.unlisted === true,
      }),
      doc || standalone
        ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(withBase(config.baseUrl, markdownRoute(route)))}" />`
        : '',
    ].join('');
    return fillTemplate(template, {
      route,
      html,
      head,
      title,
      description,
      canonical: pageUrl(config, route),
      preload: preloadLinks(manifest, [APP_MODULE, module], config.baseUrl, preloadData) + extraHead,
      siteData: siteDataScript(data),
    });
  };
}
