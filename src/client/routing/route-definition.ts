import type { ComponentType } from 'react';

export interface PageHead {
  title: string;
  description?: string | undefined;
  /** For the keywords meta tag. */
  keywords?: string[] | undefined;
  /** Absolute URL of the page's own social card, instead of the site's. */
  image?: string | undefined;
}

/** A page component that needs more than its chunk before it can render (a doc's body). */
export type PreloadablePage = ComponentType & { preload?: () => Promise<void> };

/** What a route's chunk must provide. */
export interface PageModule {
  default: PreloadablePage;
  head?: PageHead;
}

export interface RouteDefinition {
  /** Route path without the base URL; doc routes keep their trailing slash convention. */
  path: string;
  load: () => Promise<PageModule>;
}
