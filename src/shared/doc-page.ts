import type { NavigationLink } from './sidebar-navigation';

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/** Everything one doc page renders, computed at build time. */
export interface DocPageData {
  id: string;
  /** The page's title, for the browser: empty (`title: ''`) for the site's title alone. */
  title: string;
  /** What names the page in its `<h1>`, breadcrumbs and search results: never empty (see DocFile's `name`). */
  name: string;
  /**
   * The page's `<h1>`: above the body; in the body, which has its own `#` heading; or, with
   * `hide_title` or an empty title, there for screen readers only, so the page still has a
   * heading that names it.
   */
  titleHeading: 'shown' | 'in-body' | 'visually-hidden';
  description: string | undefined;
  /** Words for the keywords meta tag (`keywords`). */
  keywords: string[] | undefined;
  /** Absolute URL of the card a shared link shows (`image`), instead of the site's. */
  image: string | undefined;
  /** The page's tags, each linking to the tag's page of its version (a route, without the base URL). */
  tags: { label: string; href: string }[];
  /** Reachable by its URL only (`unlisted`): the page says so. */
  unlisted: boolean;
  /** Whether the version's sidebar stands beside the page (`displayed_sidebar: null` removes it). */
  showSidebar: boolean;
  /** The rendered markdown body: static HTML, never rebuilt as React elements. */
  html: string;
  toc: TocEntry[];
  hideTableOfContents: boolean;
  versionName: string;
  breadcrumbs: { label: string; href: string | undefined }[];
  previous: NavigationLink | undefined;
  next: NavigationLink | undefined;
  /** The page's Markdown copy, with the base URL. */
  markdownUrl: string;
  /** Where the page's source can be edited; absent when site.yaml sets no `docs.editUrl`. */
  editUrl: string | undefined;
  /** The last commit that changed the page, formatted at build time so hydration matches. */
  lastUpdated: { iso: string; text: string } | undefined;
}
