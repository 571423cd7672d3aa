// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '../../../../src/client/components/Link';
import type { PreloadablePage } from '../../../../src/client/routing/route-definition';
import { routeModulesAtom } from '../../../../src/client/routing/route-modules';
import { matchRoute } from '../../../../src/client/routing/route-table';
import { PREPARE_AFTER_REST_MS } from '../../../../src/client/routing/rest-delay';
import { preparedPathAtom } from '../../../../src/client/state/ui';
import { fixtureStore } from '../fixture-site';
import { renderInApp } from '../render';

/**
 * Moves the page's clock on by `ms` and lets what falls due run, with no wall-clock wait: a rest
 * of PREPARE_AFTER_REST_MS prepares a page (the first test), so each test that finds nothing
 * prepared after one would have found it.
 */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A store in which the versions page is loaded, as a page that can be prepared or not. */
function storeWithVersionsPage(preparable: boolean) {
  const Page: PreloadablePage = () => <h1>All versions</h1>;
  Page.preparable = preparable;
  const store = fixtureStore();
  store.set(
    routeModulesAtom,
    new Map([[matchRoute(store, '/versions').path, { status: 'loaded', module: { default: Page } }]]),
  );
  return store;
}

function showLink(to: string, { preparable = true } = {}) {
  const app = renderInApp(<Link to={to}>Versions</Link>, { path: '/docs/', store: storeWithVersionsPage(preparable) });
  return { app, link: screen.getByRole('link', { name: 'Versions' }) };
}

// Only the page's timers: React schedules its own work by other means.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a link the pointer rests on', () => {
  it('has its page rendered ahead once the pointer has rested, and dropped when the pointer leaves', async () => {
    const { app, link } = showLink('/versions');
    fireEvent.mouseMove(link);
    await pass(PREPARE_AFTER_REST_MS - 1);
    expect(app.store.get(preparedPathAtom)).toBeNull();
    await pass(1);
    expect(app.store.get(preparedPathAtom)).toBe('/versions');

    fireEvent.mouseLeave(link);
    expect(app.store.get(preparedPathAtom)).toBeNull();
  });

  it('renders nothing for a pointer that only passes over it', async () => {
    const { app, link } = showLink('/versions');
    fireEvent.mouseMove(link);
    fireEvent.mouseLeave(link);
    await pass(PREPARE_AFTER_REST_MS);
    expect(app.store.get(preparedPathAtom)).toBeNull();
  });

  it.each([
    [
      'when the browser asks to save data',
      () => {
        vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
        return showLink('/versions');
      },
    ],
    [
      'for a link with a query, which the page reads from the address it is shown at',
      () => showLink('/versions?build-tool=mill'),
    ],
    [
      'for a page that does not say it can be rendered out of sight',
      () => showLink('/versions', { preparable: false }),
    ],
  ])('renders nothing %s', async (_case, show) => {
    const { app, link } = show();
    fireEvent.mouseMove(link);
    await pass(PREPARE_AFTER_REST_MS);
    expect(app.store.get(preparedPathAtom)).toBeNull();
  });

  it('forgets the prepared page once the click has shown it', async () => {
    const { app, link } = showLink('/versions');
    fireEvent.mouseMove(link);
    await pass(PREPARE_AFTER_REST_MS);
    expect(app.store.get(preparedPathAtom)).toBe('/versions');
    fireEvent.click(link);
    await pass(0);
    expect(app.history.at(-1)).toBe('/versions');
    expect(app.store.get(preparedPathAtom)).toBeNull();
  });

  it('prepares nothing once it is clicked before the pointer has rested: the click shows the page', async () => {
    const { app, link } = showLink('/versions');
    fireEvent.mouseMove(link);
    fireEvent.click(link);
    await pass(PREPARE_AFTER_REST_MS);
    expect(app.history.at(-1)).toBe('/versions');
    expect(app.store.get(preparedPathAtom)).toBeNull();
  });
});
