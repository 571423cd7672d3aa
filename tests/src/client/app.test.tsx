// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, routerBase } from '../../../src/client/App';
import { hydratedAtom } from '../../../src/client/state/ui';
import { stubMatchMedia } from './render';

beforeEach(() => {
  stubMatchMedia();
  // jsdom has no scrolling; ScrollOnNavigation scrolls to the top after every route change.
  vi.stubGlobal('scrollTo', () => {});
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const store = createStore();
  render(<App store={store} />);
  return store;
}

describe('App', () => {
  it('uses the base URL without its trailing slash', () => {
    expect(routerBase).toBe('');
  });

  it('renders the chrome and the doc of the address', async () => {
    const store = renderAt('/docs/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting Started' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Effectie 2.2.0 is out');
    expect(store.get(hydratedAtom)).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('reads an .html address as the page it names', async () => {
    renderAt('/docs/cats-effect2/import.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'What to Import' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the not-found page for an unknown address', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the documentation' }).getAttribute('href')).toBe('/docs/');
  });

  it('switches the page when the address changes', async () => {
    renderAt('/docs/');
    await screen.findByRole('heading', { level: 1, name: 'Getting Started' }, { timeout: 5000 });
    act(() => {
      window.history.pushState(null, '', '/versions');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: /versions/i }, { timeout: 5000 })).toBeTruthy();
  });
});
