import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { PageModule, RouteDefinition } from '../../../../src/client/routing/route-definition';
import {
  MissingDefaultExportError,
  preloadRoute,
  routeModulesAtom,
} from '../../../../src/client/routing/route-modules';
import { notFoundRoute } from '../../../../src/client/routing/route-table';

const Page = () => null;

describe('preloadRoute', () => {
  it('loads a route once and shares the request between callers', async () => {
    const store = createStore();
    const load = vi.fn(async (): Promise<PageModule> => ({ default: Page }));
    const route: RouteDefinition = { path: '/a', load };
    const [first, second] = await Promise.all([preloadRoute(store, route), preloadRoute(store, route)]);
    expect(first).toBe(second);
    await preloadRoute(store, route);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.get(routeModulesAtom).get('/a')).toEqual({ status: 'loaded', module: { default: Page } });
  });

  it('marks the route as loading while its chunk downloads', () => {
    const store = createStore();
    void preloadRoute(store, { path: '/slow', load: () => new Promise<PageModule>(() => {}) });
    expect(store.get(routeModulesAtom).get('/slow')?.status).toBe('loading');
  });

  it('reports a page module without a default export', async () => {
    const store = createStore();
    const route = { path: '/broken', load: async () => ({}) as PageModule };
    await expect(preloadRoute(store, route)).rejects.toThrow(new MissingDefaultExportError('/broken'));
    await expect(preloadRoute(store, route)).rejects.toThrow(
      /^The page component of route "\/broken" has no default export\.$/,
    );
    expect(store.get(routeModulesAtom).get('/broken')).toMatchObject({
      status: 'failed',
      error: { name: 'MissingDefaultExportError' },
    });
  });

  it('reports a page module whose default export is null', async () => {
    const store = createStore();
    const route = { path: '/null', load: async () => ({ default: null }) as unknown as PageModule };
    await expect(preloadRoute(store, route)).rejects.toThrow(new MissingDefaultExportError('/null'));
  });

  it('keeps a failed load for the page to show, and tries again on the next call', async () => {
    const store = createStore();
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce('network down')
      .mockResolvedValueOnce({ default: Page });
    const route = { path: '/flaky', load };
    await expect(preloadRoute(store, route)).rejects.toThrow('network down');
    expect(store.get(routeModulesAtom).get('/flaky')).toMatchObject({
      status: 'failed',
      error: new Error('network down'),
    });
    await expect(preloadRoute(store, route)).resolves.toEqual({ default: Page });
    expect(store.get(routeModulesAtom).get('/flaky')?.status).toBe('loaded');
  });

  it('loads the real not-found page', async () => {
    const module = await preloadRoute(createStore(), notFoundRoute);
    expect(typeof module.default).toBe('function');
  });
});
