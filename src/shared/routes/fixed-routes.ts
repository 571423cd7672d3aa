import type { SiteConfig } from '../../../schema';

/** The pages every site has besides its docs; the build finds their modules in src/node/vite/browser-modules.ts. */
export type FixedPage = 'home' | 'search' | 'versions' | 'notFound';

interface FixedRoute {
  page: Exclude<FixedPage, 'notFound'>;
  path: string;
}

/**
 * The one table of the fixed routes: the site loader knows them as pages that exist, the browser
 * routes them and the build prerenders them. The not-found page has no route; it answers the rest.
 */
export function fixedRoutes(config: Pick<SiteConfig, 'search'>): FixedRoute[] {
  return [
    { page: 'home', path: '/' },
    { page: 'search', path: `/${config.search.searchPagePath}` },
    { page: 'versions', path: '/versions' },
  ];
}
