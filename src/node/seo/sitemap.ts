import type { SiteConfig } from '../../../schema';
import type { DocsMetadata } from '../../shared/docs-metadata';
import { escapeHtml } from '../../shared/text/html-entities';
import { inNoIndexVersion, isUnlistedDoc } from './meta-tags';

/** sitemap.xml of every page a search engine should index (never the 404 page, nor a noIndex version's). */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** The routes sitemap.xml lists: every page but unlisted ones and those of a version kept out of search engines. */
export function sitemapRoutes(config: SiteConfig, docs: DocsMetadata, routes: readonly string[]): string[] {
  return routes.filter((route) => !inNoIndexVersion(config, docs, route) && !isUnlistedDoc(docs, route));
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
