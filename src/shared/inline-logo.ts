/**
 * A small SVG logo as the page carries it inline: the attributes of its root `<svg>` as React
 * props, and its markup inside. The page then paints the logo with its HTML, with no image
 * request for a browser (or Lighthouse) to wait for before the largest paint.
 */
export interface InlineLogo {
  /** The root element's attributes, with React's names (`viewBox`, `strokeWidth`, `className`). */
  attributes: Record<string, string>;
  /** The root's `style` attribute as React takes it, when it has one. */
  style?: Record<string, string>;
  /** The markup inside the root, each of its ids starting with LOGO_ID_PREFIX. */
  body: string;
}

/**
 * Stands for a prefix unique to each inline copy of a logo: the navbar and the footer may show
 * the same file, and the light and dark logos may use the same ids.
 */
export const LOGO_ID_PREFIX = '%logo-id%';

/** The logos that are inline, by their `src` in site.yaml. */
export type InlineLogos = Readonly<Record<string, InlineLogo>>;
