import type { SiteConfig } from '../../schema';

/**
 * The browser title of a page: "Construct | Effectie", and the site's title alone for the home
 * page and, as in Docusaurus, for a page whose title is empty.
 */
export function pageTitle(config: Pick<SiteConfig, 'title' | 'titleDelimiter'>, title: string | undefined): string {
  const own = title?.trim() ?? '';
  return own === '' || own === config.title.trim() ? config.title : `${own} ${config.titleDelimiter} ${config.title}`;
}
