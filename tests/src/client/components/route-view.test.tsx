// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { RouteView } from '../../../../src/client/components/RouteView';
import { preloadRoute, routeModulesAtom } from '../../../../src/client/routing/route-modules';
import { matchRoute } from '../../../../src/client/routing/route-table';
import { renderInApp } from '../render';

describe('RouteView', () => {
  it('does not render the page again when the pages its links point to are prefetched', async () => {
    let renders = 0;
    function Page() {
      renders += 1;
      return <p>The page</p>;
    }
    const store = createStore();
    store.set(routeModulesAtom, new Map([[matchRoute('/versions').path, { status: 'loaded', module: { default: Page } }]]));
    renderInApp(<RouteView />, { path: '/versions', store });
    await screen.findByText('The page');
    const shown = renders;

    for (const path of ['/elsewhere', '/further']) await act(() => preloadRoute(store, { path, load: async () => ({ default: () => null }) }));

    expect(store.get(routeModulesAtom).get('/further')?.status).toBe('loaded');
    expect(renders).toBe(shown);
  });
});
