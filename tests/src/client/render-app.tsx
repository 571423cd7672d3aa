import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { App } from '../../../src/client/App';
import { hydratedAtom } from '../../../src/client/state/ui';
import { stubMatchMedia } from './render';
import { fixtureSiteDataAt, fixtureStore } from './fixture-site';

/** Registers what a test file that renders the whole app needs around each test. */
export function setUpAppRendering(): void {
  beforeEach(() => {
    stubMatchMedia();
    // jsdom has no scrolling; ScrollOnNavigation scrolls to the top after every route change.
    vi.stubGlobal('scrollTo', () => {});
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });
}

/** Renders the app at `path`, as a browser loading that address would, with a fresh store. */
export function renderAppAt(path: string) {
  window.history.replaceState(null, '', path);
  const store = fixtureStore(fixtureSiteDataAt(path));
  render(<App store={store} />);
  return store;
}

/** Renders the app at a doc's address and waits for the doc's heading and for hydration to finish. */
export async function openDoc(path: string, heading: string): Promise<void> {
  const store = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  await waitFor(() => expect(store.get(hydratedAtom)).toBe(true));
}

/** Moves the app to `path` as the browser's back and forward buttons do. */
export function goTo(path: string): void {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}
