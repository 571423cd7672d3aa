import type { SiteConfig } from '../../schema';

/** What the home page shows under the site's title, from site.yaml's `home`, its sample highlighted at build time. */
export interface HomePageData {
  actions: SiteConfig['home']['actions'];
  featuresTitle: string;
  features: SiteConfig['home']['features'];
  sample: { caption: string; html: string } | undefined;
}
