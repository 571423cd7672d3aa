import type { SiteConfig } from '../../../schema';
import { escapeHtml } from '../../shared/text/html-entities';
import { pageUrl } from '../site/page-url';


export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  type: 'website' | 'article';
}

/** Open Graph and Twitter tags, so a shared link shows the page's title, summary and card. */
export function socialMetaTags(config: SiteConfig, page: PageMeta): string {
  const image = config.image === undefined ? undefined : pageUrl(config, config.image);
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
