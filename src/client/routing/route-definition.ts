import type { ComponentType } from 'react';
import type { PageHead } from '../../shared/page-head';

/**
 * A page component. `preload` gets what it needs beyond its chunk before it can render (a doc's
 * body). `preparable` says it may be rendered ahead of a click, out of sight: it does nothing
 * outside itself until it is shown (see usePageShown).
 */
export type PreloadablePage = ComponentType & { preload?: () => Promise<void>; preparable?: boolean };

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
