import type { SiteConfig } from '../../../schema';
import { markupText } from './markup-text';

/**
 * site.yaml's tagline as plain text, which a tagline with inline markup (`Logger for
 * <code>F[_]</code>`) is not: what a page without a description of its own describes itself
 * with, in its description tag and the web manifest, and the line the home page shows (the
 * browser gets the tagline so, see browserSiteConfig).
 */
export function siteDescription(config: Pick<SiteConfig, 'tagline'>): string {
  return markupText(config.tagline);
}
