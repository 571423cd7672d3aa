import type { SiteConfig } from '../../../schema';
import type { DocsMetadata } from '../../shared/docs-metadata';
import { escapeHtml } from '../../shared/text/html-entities';
import { activeDoc } from '../../shared/versions';
import { pageUrl } from '../site/page-url';

interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  type: 'website' | 'article';
  /** Absolute URL of the page's own card; the site's `image` otherwise. */
  image?: string | undefined;
}

/** Open Graph and Twitter tags, so a shared link shows the page's title, summary and card. */
export function socialMetaTags(config: SiteConfig, page: PageMeta): string {
  const image = page.image ?? (config.image === undefined ? undefined : pageUrl(config, config.image));
  const tags: Array<[string, string, string | undefined]> = [
    ['property', 'og:site_name', config.title],
    ['property', 'og:type', page.type],
    ['property', 'og:title', page.title],
    ['property', 'og:description', page.description],
    ['property', 'og:url', page.url],
    ['property', 'og:locale', config.i18n.defaultLocale],
    ['property', 'og:image', image],
    ['name', 'twitter:card', image === undefined ? 'summary' : 'summary_large_image'],
    ['name', 'twitter:title', page.title],
    ['name', 'twitter:description', page.description],
    ['name', 'twitter:image', image],
  ];
  return tags
    .filter(([, , content]) => content !== undefined && content !== '')
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content!)}" />`)
    .join('');
}

/** The keywords meta tag of a page whose front matter has `keywords`. */
export function keywordsMetaTag(keywords: readonly string[] | undefined): string {
  return keywords === undefined || keywords.length === 0
    ? ''
    : `<meta name="keywords" content="${escapeHtml(keywords.join(', '))}" />`;
}

/** Whether a route is a page of a docs version that site.yaml keeps out of search engines. */
export function inNoIndexVersion(config: SiteConfig, docs: DocsMetadata, route: string): boolean {
  const page = activeDoc(docs, route);
  return (
    page !== undefined && config.docs.versions.some((version) => version.name === page.version.name && version.noIndex)
  );
}

/** Whether a route is a doc its front matter keeps `unlisted`. */
export function isUnlistedDoc(docs: DocsMetadata, route: string): boolean {
  return activeDoc(docs, route)?.doc?.unlisted === true;
}

/** The robots meta tag of a page (`unlisted`: a standalone page kept out of search engines); none for a page search engines may index. */
export function robotsMetaTag(
  config: SiteConfig,
  docs: DocsMetadata,
  route: string,
  { notFound, unlisted = false }: { notFound: boolean; unlisted?: boolean },
): string {
  if (unlisted || inNoIndexVersion(config, docs, route) || isUnlistedDoc(docs, route))
    return '<meta name="robots" content="noindex, nofollow" />';
  return config.noIndex || notFound ? '<meta name="robots" content="noindex" />' : '';
}
