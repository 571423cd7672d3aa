import type { SiteConfig } from '../../../schema';

/** The pages every site has besides its docs, each with the module that renders it (from the project root). */
export const FIXED_PAGE_MODULES = {
  home: 'src/client/pages/home/HomePage.tsx',
  search: 'src/client/pages/search/SearchPage.tsx',
  versions: 'src/client/pages/versions/VersionsPage.tsx',
  notFound: 'src/client/pages/not-found/NotFoundPage.tsx',
} as const;

export type FixedPage = keyof typeof FIXED_PAGE_MODULES;

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
