import type { SiteConfig } from '../../schema';

/** site.yaml as the browser receives it: `home` only reaches the home page, in its own chunk. */
export type BrowserSiteConfig = Omit<SiteConfig, 'home'>;
