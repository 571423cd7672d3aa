import type { SiteConfig } from '../../schema';

/**
 * site.yaml as the browser receives it. `home` reaches the home page only, in its own chunk;
 * `examples` is for the build alone; the versions come as summaries (PageSiteData), so that what
 * a page carries does not grow with their number.
 */
export type BrowserSiteConfig = Omit<SiteConfig, 'home' | 'examples' | 'docs'> & {
  docs: Omit<SiteConfig['docs'], 'versions'>;
};
