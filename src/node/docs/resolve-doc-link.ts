import { posix } from 'node:path';
import { isKnownRoute } from '../../shared/routes/known-routes';
import { splitHref } from '../../shared/routes/normalize-path';

/**
 * Resolves an href written in a page: a relative `.md` path becomes that doc's route (with its
 * hash kept); a path starting with "/" must be a route of the site. Undefined means broken.
 */
export function createDocLinkResolver(
  fromFile: string,
  routeByFile: ReadonlyMap<string, string>,
  routes: ReadonlySet<string>,
): (href: string) => string | undefined {
  return (href) => {
    const { pathname, suffix } = splitHref(href);
    if (pathname.startsWith('/')) return isKnownRoute(pathname, routes) ? href : undefined;
    if (!pathname.endsWith('.md')) return undefined;
    const target = posix.normalize(posix.join(posix.dirname(fromFile), decodeURIComponent(pathname)));
    const route = routeByFile.get(target);
    return route === undefined ? undefined : `${route}${suffix}`;
  };
}
