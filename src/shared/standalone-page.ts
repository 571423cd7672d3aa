import type { TocEntry } from './doc-page';

/**
 * A standalone page (content/pages/, Docusaurus's src/pages/) as every page of the site knows it:
 * enough to route to it and to leave it out where unlisted pages are left out.
 */
export interface StandalonePageMeta {
  /** Its file's path under content/pages/ without the extension: "about", "hello/index". */
  id: string;
  /** Its route, without the base URL. */
  path: string;
}

/** Everything one standalone page renders, computed at build time. */
export interface StandalonePageData {
  id: string;
  /** The page's title, for the browser: empty (`title: ''`) for the site's title alone. */
  title: string;
  /** What names the page in search and its hidden heading: never empty. */
  name: string;
  /**
   * The page's `<h1>`: its body's own `#` heading; else, as Docusaurus shows no title above a
   * page, one for screen readers only, so the page still has a heading that names it.
   */
  titleHeading: 'in-body' | 'visually-hidden';
  description: string | undefined;
  keywords: string[] | undefined;
  /** Absolute URL of the card a shared link shows (`image`), instead of the site's. */
  image: string | undefined;
  /** Reachable by its URL only (`unlisted`): the page says so. */
  unlisted: boolean;
  /** A class on the page's outer element (`wrapperClassName`). */
  wrapperClassName: string | undefined;
  /** The rendered markdown body: static HTML, never rebuilt as React elements. */
  html: string;
  toc: TocEntry[];
  hideTableOfContents: boolean;
}

/** A standalone page's data file: everything its page renders but the body, which is a file of its own. */
export type StandalonePageFileData = Omit<StandalonePageData, 'html'>;
