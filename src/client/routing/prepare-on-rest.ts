import { useStore } from 'jotai';
import { startTransition, useEffect, useMemo, useRef, type MouseEventHandler } from 'react';
import { normalizePathname, splitHref } from '../../shared/routes/normalize-path';
import { preparedPathAtom } from '../state/ui';
import { prefetchRoute, useMatchRoute } from './navigation';
import { PREPARE_AFTER_REST_MS } from './rest-delay';

interface PrepareHandlers {
  onMouseMove: MouseEventHandler;
  onMouseLeave: MouseEventHandler;
  /** For the link's click: the page is on its way to being shown, so there is nothing to prepare. */
  cancel: () => void;
}

/**
 * Mouse handlers for a link inside the site: once the pointer has rested on it, the link's page is
 * loaded and rendered out of sight (see RouteView), so that a click only has to show it. Leaving
 * the link drops that page again. A moving pointer starts it, not a link that comes to lie under
 * a still one when the page changes around it: the reader did not point at that link.
 */
export function usePrepareOnRest(to: string | undefined): PrepareHandlers {
  const store = useStore();
  const matchRoute = useMatchRoute();
  const href = to === undefined ? undefined : splitHref(to);
  // A page renders from the address it is shown at, and the query is not the address bar's yet
  // (it chooses tabs: `?build-tool=mill`): only a link without one is prepared. A link to a place
  // on this page ("#usage") has no other page to prepare.
  const path =
    href === undefined || href.pathname === '' || href.suffix.startsWith('?')
      ? undefined
      : normalizePathname(href.pathname);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const over = useRef(false);

  const { start, cancel, drop } = useMemo(() => {
    const cancel = () => {
      over.current = false;
      clearTimeout(timer.current);
      timer.current = undefined;
    };
    const drop = () => {
      // Most links were never rested on: unmounting a page of them touches nothing.
      if (!over.current && timer.current === undefined) return;
      cancel();
      if (path !== undefined && store.get(preparedPathAtom) === path) store.set(preparedPathAtom, null);
    };
    const prepare = () => {
      if (path === undefined) return;
      void prefetchRoute(store, matchRoute, path)?.then((module) => {
        if (over.current && module?.default.preparable === true)
          startTransition(() => store.set(preparedPathAtom, path));
      });
    };
    const start = () => {
      if (path === undefined) return;
      over.current = true;
      if (timer.current === undefined) timer.current = setTimeout(prepare, PREPARE_AFTER_REST_MS);
    };
    return { start, cancel, drop };
  }, [store, path, matchRoute]);

  // A link that goes away under the pointer (a menu closing) gets no mouseleave.
  useEffect(() => drop, [drop]);
  return { onMouseMove: start, onMouseLeave: drop, cancel };
}
