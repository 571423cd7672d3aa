import { atom, useAtomValue, useStore, type PrimitiveAtom } from 'jotai';
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';

const alwaysShown = atom(true);
const PageShownContext = createContext<PrimitiveAtom<boolean>>(alwaysShown);
const PageLocationContext = createContext<string | null>(null);

/**
 * Says to a page whether it is the one shown or one rendered ahead of a click and kept out of
 * sight (see RouteView), and which location it is the page of. `shown` reaches the page through
 * an atom of its own, not a context value: a new context value would make React search the
 * whole page for the few components that read it, in the frame that shows the page.
 */
export function RoutePageProvider({ shown, location, children }: { shown: boolean; location: string; children: ReactNode }) {
  const store = useStore();
  const [shownAtom] = useState(() => atom(shown));
  // Before the browser paints, so what waits for the page happens in the frame that shows it.
  useLayoutEffect(() => store.set(shownAtom, shown), [store, shownAtom, shown]);
  return (
    <PageShownContext value={shownAtom}>
      <PageLocationContext value={location}>{children}</PageLocationContext>
    </PageShownContext>
  );
}

/**
 * Whether the page around a component is the one shown. What a page does to the world outside
 * itself (the document's title, the mobile menu) waits until it is.
 */
export const usePageShown = (): boolean => useAtomValue(useContext(PageShownContext));

/**
 * The location of the page around a component, which is not the address bar's until the page is
 * shown. Read from the page rather than the router, so that a navigation renders no page again.
 */
export function usePageLocation(): string {
  const location = useContext(PageLocationContext);
  if (location === null) throw new Error('usePageLocation is called outside a route page: render it inside RoutePageProvider.');
  return location;
}
