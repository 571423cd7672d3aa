import type { LocatedProblem } from '../../../schema/config-error';
import { routeKey } from '../../shared/routes/normalize-path';
import type { SourcePage } from './load-pages';

/** A route the site has besides its standalone pages, and what has it: a doc's file, or a page every site has. */
export interface TakenRoute {
  path: string;
  owner: string;
}

/**
 * Every standalone page whose route ("/about" and "/about/" are one route) is also another page's:
 * another standalone page's, a doc's, or a page every site has (the search page, the versions
 * page). The home page is the exception: content/pages/index.md takes its place, as in Docusaurus.
 */
export function pageRouteCollisions(pages: readonly SourcePage[], taken: readonly TakenRoute[]): LocatedProblem[] {
  const owners = new Map(taken.map((route) => [routeKey(route.path), route.owner]));
  const problems: LocatedProblem[] = [];
  for (const page of pages) {
    const key = routeKey(page.path);
    const owner = owners.get(key);
    if (owner !== undefined)
      problems.push({
        path: [],
        message: `route "${page.path}" is also the route of ${owner}; change the page's slug, or move one of them.`,
        fileName: page.fileName,
        line: 1,
        column: 1,
      });
    else owners.set(key, page.fileName);
  }
  return problems;
}
