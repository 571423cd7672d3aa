import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Component, type ReactElement, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { navbarItemComponents } from '../../../registry/navbar-item-components';
import {
  NavbarItemComponentsContext,
  type AnyNavbarItemComponents,
} from '../../../src/client/navbar/navbar-components-context';
import { NavigationProvider } from '../../../src/client/routing/navigation';
import { matchRoute } from '../../../src/client/routing/route-table';
import { RoutePageProvider } from '../../../src/client/routing/route-page-context';
import { createSiteStore, siteAtom } from '../../../src/client/site/site-atoms';
import { networkDataSource } from '../../../src/client/site/network-data-source';
import { fixtureSiteDataAt } from './fixture-site';
import type { PageSiteData } from '../../../src/shared/page-data';

type Store = ReturnType<typeof createStore>;

// vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // A test may have stubbed storage to throw; restore it before clearing what was stored.
  vi.restoreAllMocks();
  window.localStorage.clear();
});

export interface AppRender extends RenderResult {
  store: Store;
  /** Every path the memory location went to, the first one included. */
  history: readonly string[];
  navigate: (to: string) => void;
}

interface AppRenderOptions {
  path?: string;
  store?: Store;
  /** The navbar item components; the site's unless a test gives a map with more types. */
  components?: AnyNavbarItemComponents;
  /** The site data the page carries; the fixture site's page at `path` (tests/fixtures/site) unless a test gives its own. */
  site?: PageSiteData;
}

/**
 * Renders `ui` inside the providers App gives it: a fresh jotai store holding the site, a wouter
 * router at `path`, the navbar item components and navigation; and as the page shown at `path`,
 * as RouteView renders a page.
 */
export function renderInApp(
  ui: ReactElement,
  {
    path = '/docs/',
    store = createStore(),
    components = navbarItemComponents,
    site = fixtureSiteDataAt(path),
  }: AppRenderOptions = {},
): AppRender {
  // A store a test made itself gets the site too, unless it has one.
  if (store.get(siteAtom) === null)
    createSiteStore({ data: site, source: networkDataSource(site.config.baseUrl) }, store);
  const location = memoryLocation({ path, record: true });
  // A wrapper rather than a tree around `ui`: rerender keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <Router hook={location.hook}>
        <NavbarItemComponentsContext.Provider value={components}>
          <NavigationProvider matchRoute={matchRoute}>
            <RoutePageProvider location={path}>{children}</RoutePageProvider>
          </NavigationProvider>
        </NavbarItemComponentsContext.Provider>
      </Router>
    </Provider>
  );
  const result = render(ui, { wrapper });
  return {
    ...result,
    store,
    history: location.history,
    navigate: (to) => act(() => location.navigate(to)),
  };
}

/** An error boundary that hands the caught error to the test instead of showing anything. */
export class RecordingBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? <p>caught</p> : this.props.children;
  }
}

/** jsdom has no matchMedia; the navbar, mobile menu and layout listen to media queries. */
export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
