import type { SiteConfig } from '../../schema';

/** The browser title of a page: "Construct | Effectie", and the site's title alone for the home page. */
export function pageTitle(config: Pick<SiteConfig, 'title' | 'titleDelimiter'>, title: string | undefined): string {
  return title === undefined || title === config.title ? config.title : `${title} ${config.titleDelimiter} ${config.title}`;
}
