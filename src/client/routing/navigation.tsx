import { useStore, type createStore } from 'jotai';
import { createContext, useCallback, useContext, useInsertionEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useRouter } from 'wouter';
import { routeKey, splitHref } from '../../shared/routes/normalize-path';
import { navigationProgressAtom, preparedPathAtom } from '../state/ui';
import type { PageModule, RouteDefinition } from './route-definition';
import { preloadRoute, routeModulesAtom } from './route-modules';
import { canPrefetch } from './network';
import { PROGRESS_BAR_DELAY_MS } from './progress-bar-delay';

type Store = ReturnType<typeof createStore>;

type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void>;

/** The route table's matcher: given by App, so that the pages the table loads can link without importing it. */
export type MatchRoute = (store: Store, pathname: string) => RouteDefinition;

const NavigateContext = createContext<Navigate | null>(null);
const MatchRouteContext = createContext<MatchRoute | null>(null);

/** The site's route matcher (see NavigationProvider). */
export function useMatchRoute(): MatchRoute {
  const match = useContext(MatchRouteContext);
  if (match === null)
    throw new Error('useMatchRoute is called outside NavigationProvider: App renders one around the site.');
  return match;
}

/**
 * Navigation that loads the next page first, so the old page stays until the new one can
 * render. When loading fails the browser does a full page load instead, which also picks up a
 * new deployment whose chunk names changed.
 */
function useNavigateFromHere(matchRoute: MatchRoute): Navigate {
  const store = useStore();
  const [location, navigate] = useLocation();
  const { base } = useRouter();
  return useCallback(
    async (to, options) => {
      const { pathname } = splitHref(to);
      const samePath = pathname === '' || routeKey(pathname) === routeKey(location);
      const route = matchRoute(store, pathname);
      // A page already loaded shows at once: no progress to tell, and no render spent telling it.
      const waits = !samePath && store.get(routeModulesAtom).get(route.path)?.status !== 'loaded';
      let timer: ReturnType<typeof setTimeout> | undefined;
      if (waits) {
        store.set(navigationProgressAtom, 'pending');
        timer = setTimeout(() => {
          if (store.get(navigationProgressAtom) === 'pending') store.set(navigationProgressAtom, 'visible');
        }, PROGRESS_BAR_DELAY_MS);
      }
      try {
        if (!samePath) await preloadRoute(store, route);
        navigate(to, options);
        // Shown now if it was the page prepared; otherwise no longer the one the reader points at.
        store.set(preparedPathAtom, null);
      } catch (error) {
        console.warn(`Failed to load the page at "${to}"; reloading it from the server.`, error);
        window.location.assign(`${base}${to}`);
      } finally {
        if (waits) {
          clearTimeout(timer);
          store.set(navigationProgressAtom, 'idle');
        }
      }
    },
    [store, location, navigate, base, matchRoute],
  );
}

/**
 * Gives every link one navigate function that never changes. Only this provider follows the
 * location, so a navigation renders none of the links (a doc's sidebar has dozens) again.
 */
export function NavigationProvider({ children, matchRoute }: { children: ReactNode; matchRoute: MatchRoute }) {
  const current = useNavigateFromHere(matchRoute);
  const latest = useRef(current);
  useInsertionEffect(() => {
    latest.current = current;
  }, [current]);
  const navigate = useMemo<Navigate>(() => (to, options) => latest.current(to, options), []);
  return (
    <MatchRouteContext value={matchRoute}>
      <NavigateContext value={navigate}>{children}</NavigateContext>
    </MatchRouteContext>
  );
}

/** The site's navigate function (see useNavigateFromHere), the same one on every render. */
export function useNavigateWithPreload(): Navigate {
  const navigate = useContext(NavigateContext);
  if (navigate === null)
    throw new Error('useNavigateWithPreload is called outside NavigationProvider: App renders one around the site.');
  return navigate;
}

/**
 * Loads the page at `pathname` ahead of a visit, unless the visitor saves data or is on a slow
 * connection (then undefined). A failure stays silent here: the page shows it if the visitor goes
 * there.
 */
export function prefetchRoute(
  store: Store,
  matchRoute: MatchRoute,
  pathname: string,
): Promise<PageModule | undefined> | undefined {
  if (!canPrefetch()) return undefined;
  return preloadRoute(store, matchRoute(store, pathname)).catch(() => undefined);
}

export function usePrefetch(): (to: string) => void {
  const store = useStore();
  const matchRoute = useMatchRoute();
  return useCallback((to) => void prefetchRoute(store, matchRoute, splitHref(to).pathname), [store, matchRoute]);
}
