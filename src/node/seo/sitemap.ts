import type { SiteConfig } from '../../../schema';
import type { DocsMetadata } from '../../shared/docs-metadata';
import { escapeHtml } from '../../shared/text/html-entities';
import type { SourcePage } from '../pages/load-pages';
import { inNoIndexVersion, isUnlistedDoc } from './meta-tags';

/** sitemap.xml of every page a search engine should index (never the 404 page, nor a noIndex version's). */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/**
 * The routes sitemap.xml lists: every page but unlisted ones (docs and standalone pages) and
 * those of a version kept out of search engines.
 */
export function sitemapRoutes(
  config: SiteConfig,
  docs: DocsMetadata,
  routes: readonly string[],
  pages: readonly Pick<SourcePage, 'path' | 'frontMatter'>[] = [],
): string[] {
  const unlistedPages = new Set(pages.filter((page) => page.frontMatter.unlisted).map((page) => page.path));
  return routes.filter(
    (route) => !inNoIndexVersion(config, docs, route) && !isUnlistedDoc(docs, route) && !unlistedPages.has(route),
  );
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
