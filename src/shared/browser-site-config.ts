import type { SiteConfig } from '../../schema';

/**
 * site.yaml as the browser receives it. `home` reaches the home page only, in its own chunk;
 * `examples` and `theme` (which the stylesheets carry) are for the build alone; the versions come
 * as summaries (PageSiteData), so that what a page carries does not grow with their number. The
 * tagline is the text a reader sees of it, any inline markup left out, as the home page shows it
 * and a page's description has it.
 */
export type BrowserSiteConfig = Omit<SiteConfig, 'home' | 'examples' | 'theme' | 'docs'> & {
  docs: Omit<SiteConfig['docs'], 'versions'>;
};
