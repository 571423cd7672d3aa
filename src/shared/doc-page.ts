import type { NavigationLink } from './sidebar-navigation';

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/** Everything one doc page renders, computed at build time. */
export interface DocPageData {
  id: string;
  title: string;
  description: string | undefined;
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
