import type { SiteConfig } from '../../../schema';
import { headersFile, nginxHeaders, securityHeaders } from '../security/headers';
import type { StyleSources } from '../security/style-sources';
import { robotsTxt, sitemapXml } from '../seo/sitemap';
import { webManifest } from '../seo/web-manifest';
import { pageUrl } from '../site/page-url';

/** Files beside the pages: for crawlers, browsers and static hosts. Paths relative to dist/. */
export function siteFiles(
  config: SiteConfig,
  pageUrls: readonly string[],
  scriptHashes: readonly string[],
  textFiles: readonly string[],
  styleSources?: StyleSources,
): Map<string, string> {
  const headers = securityHeaders(config, scriptHashes, styleSources);
  const sitemapUrl = pageUrl(config, '/sitemap.xml');
  return new Map([
    ['sitemap.xml', sitemapXml(pageUrls)],
    ['robots.txt', config.noIndex ? 'User-agent: *\nDisallow: /\n' : robotsTxt(sitemapUrl)],
    ['manifest.webmanifest', webManifest(config)],
    ['_headers', headersFile(config.baseUrl, headers, textFiles)],
    ['nginx-headers.conf', nginxHeaders(headers)],
  ]);
}
