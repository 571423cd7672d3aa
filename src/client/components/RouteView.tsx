import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { preloadRoute, routeModulesAtom } from '../routing/route-modules';
import { matchRoute } from '../routing/route-table';
import { CrashScreen } from './CrashScreen';
import { ErrorBoundary } from './ErrorBoundary';
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

/** The page of the current route: its chunk loading, failed, or rendered. */
export function RouteView() {
  const [location] = useLocation();
  const store = useStore();
  const route = matchRoute(location);
  // This route's state alone: prefetching the pages that links point to does not render this one again.
  const state = useAtomValue(useMemo(() => atom((get) => get(routeModulesAtom).get(route.path)), [route.path]));

  // A page whose chunk failed is tried again whenever the visitor comes back to it.
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    if (store.get(routeModulesAtom).get(route.path)?.status === 'failed') preloadRoute(store, route).catch(() => {});
  }, [location, store, route]);
  useEffect(() => {
    if (state === undefined) preloadRoute(store, route).catch(() => {});
  }, [state, store, route]);

  if (state?.status === 'failed') return <LoadFailed error={state.error} />;
  if (state?.status !== 'loaded') return <Spinner />;
  const Page = state.module.default;
  return (
    <ErrorBoundary resetKey={location} fallback={(error, tryAgain) => <CrashScreen error={error} tryAgain={tryAgain} />}>
      <Page />
    </ErrorBoundary>
  );
}
