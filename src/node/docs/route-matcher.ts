import { routeKey } from '../../shared/routes/normalize-path';

/** The route a link's path names, as the site spells it; undefined when it names none. */
export type RouteMatcher = (pathname: string) => string | undefined;

/**
 * Matches a link's path against the routes as Docusaurus's broken-link check does, with
 * react-router's rules: a trailing slash and the case of letters make no difference, and the
 * path may be percent-encoded or not (the `.html` spellings static hosts serve count too). The
 * answer is the route as the site spells it (a folder's page with its slash), so the page's HTML,
 * the router and every host lead to the same address.
 */
export function createRouteMatcher(routes: ReadonlySet<string>, spellings: Iterable<string>): RouteMatcher {
  const spelled = new Map<string, string>();
  for (const path of spellings) spelled.set(routeKey(path), path);
  // A route whose letters differ only in case from another is matched by its exact spelling only.
  const byLowerCase = new Map<string, string | null>();
  for (const key of routes) {
    const lower = key.toLowerCase();
    byLowerCase.set(lower, byLowerCase.has(lower) ? null : key);
  }
  return (pathname) => {
    for (const candidate of [pathname, decoded(pathname)]) {
      if (candidate === undefined) continue;
      const key = routeKey(candidate);
      const found = routes.has(key) ? key : byLowerCase.get(key.toLowerCase());
      if (found) return spelled.get(found) ?? found;
    }
    return undefined;
  };
}

function decoded(pathname: string): string | undefined {
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}
