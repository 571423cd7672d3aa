import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useRouter } from 'wouter';
import { routeKey, splitHref } from '../../shared/routes/normalize-path';
import { navigationProgressAtom } from '../state/ui';
import { preloadRoute } from './route-modules';
import { matchRoute } from './route-table';
import { canPrefetch } from './network';
import { PROGRESS_BAR_DELAY_MS } from './progress-bar-delay';

/**
 * Navigation that loads the next page first, so the old page stays until the new one can
 * render. When loading fails the browser does a full page load instead, which also picks up a
 * new deployment whose chunk names changed.
 */
export function useNavigateWithPreload(): (to: string, options?: { replace?: boolean }) => Promise<void> {
  const store = useStore();
  const [location, navigate] = useLocation();
  const { base } = useRouter();
  return useCallback(
    async (to, options) => {
      const { pathname } = splitHref(to);
      const samePath = pathname === '' || routeKey(pathname) === routeKey(location);
      let timer: ReturnType<typeof setTimeout> | undefined;
      if (!samePath) {
        store.set(navigationProgressAtom, 'pending');
        timer = setTimeout(() => {
          if (store.get(navigationProgressAtom) === 'pending') store.set(navigationProgressAtom, 'visible');
        }, PROGRESS_BAR_DELAY_MS);
      }
      try {
        if (!samePath) await preloadRoute(store, matchRoute(pathname));
        navigate(to, options);
      } catch (error) {
        console.warn(`Failed to load the page at "${to}"; reloading it from the server.`, error);
        window.location.assign(`${base}${to}`);
      } finally {
        clearTimeout(timer);
        store.set(navigationProgressAtom, 'idle');
      }
    },
    [store, location, navigate, base],
  );
}

export function usePrefetch(): (to: string) => void {
  const store = useStore();
  return useCallback(
    (to) => {
      if (!canPrefetch()) return;
      preloadRoute(store, matchRoute(splitHref(to).pathname)).catch(() => {
        // The page shows the failure if the visitor goes there; prefetching stays silent.
      });
    },
    [store],
  );
}
