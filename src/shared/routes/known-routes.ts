import { routeKey, splitHref } from './normalize-path';

/** Whether an internal link such as `/docs/fx#summon` leads to one of `routes` (given by routeKey). */
export function isKnownRoute(href: string, routes: ReadonlySet<string>): boolean {
  return routes.has(routeKey(splitHref(href).pathname));
}
