/** What a page says of itself for the document head: the prerender writes it, the app keeps it current. */
export interface PageHead {
  title: string;
  description?: string | undefined;
  /** For the keywords meta tag. */
  keywords?: string[] | undefined;
  /** Absolute URL of the page's own social card, instead of the site's. */
  image?: string | undefined;
}
