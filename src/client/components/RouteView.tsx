import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { RoutePageProvider, useShownAt } from '../routing/route-page-context';
import { preloadRoute, routeModulesAtom } from '../routing/route-modules';
import { matchRoute } from '../routing/route-table';
import type { RouteDefinition } from '../routing/route-definition';
import { preparedPathAtom } from '../state/ui';
import { CrashBoundary } from './CrashScreen';
import { Spinner } from './Spinner';

function LoadFailed({ error }: { error: Error }) {
  return (
    <div className="error-box" role="alert">
      <p className="error-message">{error.message}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
}

/**
 * A prepared page stays inert (no focus, no pointer, not in find-in-page) and hidden from
 * assistive technology until it is shown, and from the moment it is no longer shown. Lifting
 * inert restyles the whole page, so it waits until the frame that shows the page is painted.
 */
function useInertUntilShown(shown: boolean): boolean {
  const [lifted, setLifted] = useState(shown);
  useEffect(() => {
    if (!shown) {
      setLifted(false);
      return undefined;
    }
    if (lifted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setLifted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, lifted]);
  return !shown || !lifted;
}

/**
 * One route's page at `location`: its chunk loading, failed, or rendered. Shown when `location`
 * is the address bar's; otherwise a page rendered ahead of a click: laid out where it will show
 * but out of sight (`.route-page--prepared`). Showing it later changes that one box, not the page
 * inside: the click costs no render of the page, and no style or layout of it.
 */
function RoutePage({ route, location }: { route: RouteDefinition; location: string }) {
  // This route's state alone: prefetching the pages that links point to does not render this one again.
  const state = useAtomValue(useMemo(() => atom((get) => get(routeModulesAtom).get(route.path)), [route.path]));
  const shown = useShownAt(location);
  const inert = useInertUntilShown(shown);
  const store = useStore();
  useEffect(() => {
    if (shown && state === undefined) preloadRoute(store, route).catch(() => {});
  }, [shown, state, store, route]);
  // The same element while only `shown` changes, so that showing a prepared page renders none of it.
  const page = useMemo(() => {
    if (state?.status === 'failed') return <LoadFailed error={state.error} />;
    if (state?.status !== 'loaded') return <Spinner />;
    const Page = state.module.default;
    return (
      <CrashBoundary resetKey={location}>
        <Page />
      </CrashBoundary>
    );
  }, [state, location]);
  return (
    <div
      className={shown ? 'route-page' : 'route-page route-page--prepared'}
      inert={inert}
      aria-hidden={inert || undefined}
    >
      <RoutePageProvider location={location}>{page}</RoutePageProvider>
    </div>
  );
}

/**
 * The page of the current route and, while the pointer rests on a link to another page that can
 * be prepared, that page too, out of sight. Both are keyed by route, so when the link is
 * clicked React keeps the prepared page's elements and only shows them.
 */
export function RouteView() {
  const [location] = useLocation();
  const store = useStore();
  const route = matchRoute(store, location);
  const preparedPath = useAtomValue(preparedPathAtom);
  // Set only once its chunk and body are loaded (see usePrepareOnRest).
  const prepared = preparedPath === null ? undefined : matchRoute(store, preparedPath);

  // A page whose chunk failed is tried again whenever the visitor comes back to it.
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    if (store.get(routeModulesAtom).get(route.path)?.status === 'failed') preloadRoute(store, route).catch(() => {});
  }, [location, store, route]);

  return (
    <>
      <RoutePage key={route.path} route={route} location={location} />
      {prepared !== undefined && prepared !== route && (
        <RoutePage key={prepared.path} route={prepared} location={preparedPath!} />
      )}
    </>
  );
}
