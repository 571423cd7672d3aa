import type { SiteConfig } from '../../schema';
import type { InlineLogo } from './inline-logo';

/**
 * A feature's image as the build prepared it: inline when it is a small SVG file (as a logo is),
 * else an image file with its width and height; `alt` is empty for a decorative one.
 */
export interface FeatureImage {
  /** Its path under public/. */
  src: string;
  alt: string;
  inline?: InlineLogo;
  width?: number;
  height?: number;
}

type Feature = Omit<SiteConfig['home']['features'][number], 'image' | 'imageAlt'>;

/** What the home page shows under the site's title, from site.yaml's `home`, its sample highlighted at build time. */
export interface HomePageData {
  actions: SiteConfig['home']['actions'];
  featuresTitle: string;
  features: Array<Feature & { image?: FeatureImage }>;
  sample: { caption: string; html: string } | undefined;
}
