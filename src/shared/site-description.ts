import type { SiteConfig } from '../../schema';
import { markupText } from './text/markup-text';

/**
 * What a page without a description of its own describes itself with, in its description tag
 * and the web manifest: site.yaml's tagline as plain text, the home page's hero line shows the
 * same text. A tagline may carry inline markup (`Logger for <code>F[_]</code>`).
 */
export function siteDescription(config: Pick<SiteConfig, 'tagline'>): string {
  return markupText(config.tagline);
}
