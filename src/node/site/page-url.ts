import type { SiteConfig } from '../../../schema';
import { withBase } from '../../shared/routes/join-url';

/** The absolute, canonical URL of a route of the site: origin, base URL, route. */
export function pageUrl(config: Pick<SiteConfig, 'url' | 'baseUrl'>, route: string): string {
  return `${config.url}${withBase(config.baseUrl, route)}`;
}
