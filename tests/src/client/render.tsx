import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Component, type ReactElement, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { navbarItemRegistry } from '../../../registry/navbar-item-types';
import { NavbarItemRegistryContext } from '../../../src/client/navbar/navbar-item-registry';
import { memoryLocation } from 'wouter/memory-location';

export type Store = ReturnType<typeof createStore>;

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

/**
 * Renders `ui` inside the providers App gives it: a fresh jotai store, a wouter router at `path`
 * and the navbar item registry (the site's unless a test gives one with more types).
 */
export function renderInApp(
  ui: ReactElement,
  { path = '/docs/', store = createStore(), registry = navbarItemRegistry }: { path?: string; store?: Store; registry?: typeof navbarItemRegistry } = {},
): AppRender {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Provider store={store}>
      <Router hook={location.hook}>
        <NavbarItemRegistryContext.Provider value={registry}>{ui}</NavbarItemRegistryContext.Provider>
      </Router>
    </Provider>,
  );
  return {
    ...result,
    store,
    history: location.history,
    navigate: (to) => act(() => location.navigate(to)),
  };
}

/** An error boundary that hands the caught error to the test instead of showing anything. */
export class RecordingBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
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
