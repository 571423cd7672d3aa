/** What a page says of itself for the document head: the prerender writes it, the app keeps it current. */
export interface PageHead {
  title: string;
  description?: string | undefined;
}
