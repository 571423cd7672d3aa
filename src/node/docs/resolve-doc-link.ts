import { posix } from 'node:path';
import { splitHref } from '../../shared/routes/normalize-path';
import type { LinkResolver } from '../markdown/links';
import type { LoadedSite } from '../site/load-site';
import { isFileLink, linkPathFromPage } from './link-from-page';
import { createRouteMatcher, type RouteMatcher } from './route-matcher';

/** What the links of the site's pages may lead to, worked out once per build. */
export interface LinkTargets {
  baseUrl: string;
  /** The route of every doc of every version and of every standalone page, by its file, so a page may link into another version. */
  routeByFile: ReadonlyMap<string, string>;
  matchRoute: RouteMatcher;
}

export function siteLinkTargets(site: Pick<LoadedSite, 'config' | 'versions' | 'pages' | 'routes'>): LinkTargets {
  const routeByFile = new Map([
    ...site.versions.flatMap((version) => version.sources.docs.map((doc) => [doc.fileName, doc.path] as const)),
    ...site.pages.map((page) => [page.fileName, page.path] as const),
  ]);
  return {
    baseUrl: site.config.baseUrl,
    routeByFile,
    matchRoute: createRouteMatcher(site.routes, routeByFile.values()),
  };
}

/**
 * Resolves an href written on a page to the route it leads to, its query and hash kept, without
 * the base URL. A relative `.md` or `.mdx` path names that doc's file; anything else is a URL
 * relative to the page's address, as Docusaurus and the browser read it, and must name a route.
 * Undefined means broken. A link the check leaves alone (`checked: false`: Docusaurus checks no
 * link that opens elsewhere than its own tab) leads where its URL says, a route or not.
 */
export function createDocLinkResolver(page: { fileName: string; path: string }, targets: LinkTargets): LinkResolver {
  return (href, { checked } = { checked: true }) => {
    const { pathname, suffix } = splitHref(href);
    if (isFileLink(href)) {
      const route = targets.routeByFile.get(fileNamed(page.fileName, pathname));
      return route === undefined ? undefined : `${route}${suffix}`;
    }
    const path = linkPathFromPage(href, page.path, targets.baseUrl);
    if (path === undefined) return undefined;
    const route = targets.matchRoute(path);
    if (route !== undefined) return `${route}${suffix}`;
    return checked ? undefined : `${path}${suffix}`;
  };
}

function fileNamed(fromFile: string, pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A stray "%" is part of the file's name.
  }
  return posix.normalize(posix.join(posix.dirname(fromFile), decoded));
}
