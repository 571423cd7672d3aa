import type { ComponentType } from 'react';

export interface PageHead {
  title: string;
  description?: string | undefined;
}

/** What a route's chunk must provide. */
export interface PageModule {
  default: ComponentType;
  head?: PageHead;
}

export interface RouteDefinition {
  /** Route path without the base URL; doc routes keep their trailing slash convention. */
  path: string;
  load: () => Promise<PageModule>;
}
