import type { createStore } from 'jotai';
import fixedPageModules from 'virtual:effectie/fixed-pages';
import type { DocMeta } from '../../shared/docs-metadata';
import { routeKey } from '../../shared/routes/normalize-path';
import { fixedRoutes, type FixedPage } from '../../shared/routes/fixed-routes';
import { activeVersion, docAt } from '../../shared/versions';
import { loadVersion, readSite, versionsAtHandAtom } from '../site/site-atoms';
import type { PageModule, RouteDefinition } from './route-definition';

type Store = ReturnType<typeof createStore>;

// import() needs a literal to make a chunk: the glob gives one to each page module but the doc
// page's (the doc route's chunk has it), and the build's list says which page is in which.
const pageModules = import.meta.glob<PageModule>(['/src/client/pages/*/*Page.tsx', '!/src/client/pages/doc/**']);
const loaders = Object.fromEntries(
  Object.entries(fixedPageModules).map(([page, module]) => {
    const load = pageModules[`/${module}`];
    if (load === undefined)
      throw new Error(`The ${page} page's module, ${module}, is not a page of src/client/pages/.`);
    return [page, load];
  }),
) as Record<FixedPage, () => Promise<PageModule>>;

/** Shown for every path no route matches. */
export const notFoundRoute: RouteDefinition = { path: '*', load: loaders.notFound };

/** Bounded so that a crawler walking random URLs cannot grow it without end. */
export const ROUTE_MATCH_CACHE_LIMIT = 10_000;

/** Keeps `route` under `pathname`, dropping the oldest entry of a full map. */
function remember(map: Map<string, RouteDefinition>, pathname: string, route: RouteDefinition): RouteDefinition {
  if (map.size >= ROUTE_MATCH_CACHE_LIMIT) map.delete(map.keys().next().value!);
  map.set(pathname, route);
  return route;
}

interface RouteTable {
  match(pathname: string): RouteDefinition;
}

/**
 * The routes of one page's site: the standalone pages (one at "/" is the home page), the fixed
 * pages, the docs of every version at hand, and for a version not at hand yet (or a doc not among
 * the part of it the page carries), a route that loads it and then its doc (or the not-found page).
 */
function createRouteTable(store: Store): RouteTable {
  const { data, source } = readSite(store.get);
  const fixed = new Map(
    fixedRoutes(data.config).map(({ page, path }) => [
      routeKey(path),
      { path, load: loaders[page] } satisfies RouteDefinition,
    ]),
  );
  const standalone = new Map(
    (data.pages ?? []).map(({ id, path }) => [
      routeKey(path),
      {
        path,
        load: async () => {
          const [page, { createStandalonePage }] = await Promise.all([
            source.page(id),
            // The doc page's chunk, which holds the standalone page too (see create-doc-page).
            import('../pages/doc/create-doc-page'),
          ]);
          return { default: createStandalonePage(page, () => source.pageBody(id)) };
        },
      } satisfies RouteDefinition,
    ]),
  );
  const docRoutes = new Map<string, RouteDefinition>();
  const pendingRoutes = new Map<string, RouteDefinition>();
  const matched = new Map<string, RouteDefinition>();

  const docRoute = (versionName: string, doc: DocMeta): RouteDefinition => {
    const key = `${versionName}\0${doc.id}`;
    let route = docRoutes.get(key);
    if (route === undefined) {
      route = {
        path: doc.path,
        load: async () => {
          const sidebarId = doc.sidebar;
          const carried = data.sidebar;
          // The page's own doc shows the sidebar the page carries, as far as it is open; another
          // doc, the full sidebar, a data file loaded once.
          const own = carried?.versionName === versionName && carried.docId === doc.id && carried.id === sidebarId;
          const [page, sidebar, { createDocPage }] = await Promise.all([
            source.doc(versionName, doc.id),
            sidebarId === undefined ? [] : own ? carried.items : source.sidebar(versionName, sidebarId),
            import('../pages/doc/create-doc-page'),
          ]);
          return {
            default: createDocPage(page, {
              sidebar,
              loadSidebar: () =>
                sidebarId === undefined ? Promise.resolve([]) : source.sidebar(versionName, sidebarId),
              loadBody: () => source.body(versionName, doc.id),
            }),
          };
        },
      };
      docRoutes.set(key, route);
    }
    return route;
  };

  // Matched again once the version is at hand: its module is the doc's (the data files are
  // fetched once), kept under this path, which is the doc's own route unless spelt otherwise.
  const pendingRoute = (versionName: string, pathname: string): RouteDefinition =>
    pendingRoutes.get(pathname) ??
    remember(pendingRoutes, pathname, {
      path: pathname,
      load: async () => {
        await loadVersion(store, versionName);
        return table.match(pathname).load();
      },
    });

  const table: RouteTable = {
    match(pathname) {
      const cached = matched.get(pathname);
      if (cached) return cached;
      const key = routeKey(pathname);
      const fixedRoute = standalone.get(key) ?? fixed.get(key);
      if (fixedRoute) return remember(matched, pathname, fixedRoute);
      const version = activeVersion(data, pathname);
      if (version === undefined) return remember(matched, pathname, notFoundRoute);
      const contents = store.get(versionsAtHandAtom).get(version.name);
      if (contents === undefined) return pendingRoute(version.name, pathname);
      const doc = docAt(contents, pathname);
      // A doc the page does not carry: the version's full list says where it leads.
      if (doc === undefined && contents.partial === true) return pendingRoute(version.name, pathname);
      return remember(matched, pathname, doc ? docRoute(version.name, doc) : notFoundRoute);
    },
  };
  return table;
}

const tables = new WeakMap<Store, RouteTable>();

/** The route of `pathname` on the page whose store this is. The same definition every time, so loads are shared. */
export function matchRoute(store: Store, pathname: string): RouteDefinition {
  let table = tables.get(store);
  if (table === undefined) {
    table = createRouteTable(store);
    tables.set(store, table);
  }
  return table.match(pathname);
}
