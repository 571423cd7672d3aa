import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'wouter';

const PageLocationContext = createContext<string | null>(null);

/**
 * Says to a page which location it is the page of: the address bar's for the page shown, another
 * for a page rendered ahead of a click and kept out of sight (see RouteView).
 */
export function RoutePageProvider({ location, children }: { location: string; children: ReactNode }) {
  return <PageLocationContext value={location}>{children}</PageLocationContext>;
}

/**
 * The location of the page around a component, which is not the address bar's until the page is
 * shown. Read from the page rather than the router, so that a navigation renders no page again.
 */
export function usePageLocation(): string {
  const location = useContext(PageLocationContext);
  if (location === null)
    throw new Error('usePageLocation is called outside a route page: render it inside RoutePageProvider.');
  return location;
}

/**
 * Whether the page of `location` is the one shown: its location is the address bar's (a page not
 * rendered by RouteView, null, always is). Only the few components that ask follow the address,
 * in the same render as the router.
 */
export function useShownAt(location: string | null): boolean {
  const [address] = useLocation();
  return location === null || location === address;
}

/**
 * Whether the page around a component is the one shown. What a page does to the world outside
 * itself (the document's title, the mobile menu, what it reads from the address) waits until it is.
 */
export const usePageShown = (): boolean => useShownAt(useContext(PageLocationContext));
