import { docRoutes } from 'virtual:effectie/routes';
import { routeKey } from '../../shared/routes/normalize-path';
import { siteConfig } from '../site-data';
import type { RouteDefinition } from './route-definition';

const fixedRoutes: RouteDefinition[] = [
  { path: '/', load: () => import('../pages/home/HomePage') },
  { path: `/${siteConfig.search.searchPagePath}`, load: () => import('../pages/search/SearchPage') },
  { path: '/versions', load: () => import('../pages/versions/VersionsPage') },
];

/** Shown for every path no route matches. */
export const notFoundRoute: RouteDefinition = { path: '*', load: () => import('../pages/not-found/NotFoundPage') };

export const routes: readonly RouteDefinition[] = [...fixedRoutes, ...docRoutes];

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
