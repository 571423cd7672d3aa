import { docRoutes } from 'virtual:effectie/routes';
import { routeKey } from '../../shared/routes/normalize-path';
import { fixedRoutes, type FixedPage } from '../../shared/routes/fixed-routes';
import { siteConfig } from '../site-data';
import type { PageModule, RouteDefinition } from './route-definition';

// import() needs a literal to make a chunk; the record's type makes it list every fixed page.
const loaders: Record<FixedPage, () => Promise<PageModule>> = {
  home: () => import('../pages/home/HomePage'),
  search: () => import('../pages/search/SearchPage'),
  versions: () => import('../pages/versions/VersionsPage'),
  notFound: () => import('../pages/not-found/NotFoundPage'),
};

/** Shown for every path no route matches. */
export const notFoundRoute: RouteDefinition = { path: '*', load: loaders.notFound };

export const routes: readonly RouteDefinition[] = [...fixedRoutes(siteConfig).map(({ page, path }) => ({ path, load: loaders[page] })), ...docRoutes];

const byKey = new Map(routes.map((route) => [routeKey(route.path), route]));

/** Bounded so that a crawler walking random URLs cannot grow it without end. */
export const ROUTE_MATCH_CACHE_LIMIT = 10_000;
const matchCache = new Map<string, RouteDefinition>();

export function matchRoute(pathname: string): RouteDefinition {
  const cached = matchCache.get(pathname);
  if (cached) return cached;
  const route = byKey.get(routeKey(pathname)) ?? notFoundRoute;
  if (matchCache.size >= ROUTE_MATCH_CACHE_LIMIT) matchCache.delete(matchCache.keys().next().value!);
  matchCache.set(pathname, route);
  return route;
}
