// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { matchRoute, notFoundRoute, ROUTE_MATCH_CACHE_LIMIT } from '../../../../src/client/routing/route-table';
import { loadVersion, versionsAtHandAtom } from '../../../../src/client/site/site-atoms';
import { fixtureStore } from '../fixture-site';
import { watchFetches } from '../watch-fetches';

describe('matchRoute', () => {
  it("matches every spelling of a route of the fixed pages and of the page's own version", async () => {
    const store = fixtureStore();
    await loadVersion(store, 'current');
    expect(matchRoute(store, '/docs/').path).toBe('/docs/');
    expect(matchRoute(store, '/docs').path).toBe('/docs/');
    expect(matchRoute(store, '/docs/index.html').path).toBe('/docs/');
    expect(matchRoute(store, '/docs/cats-effect2/import.html').path).toBe('/docs/cats-effect2/import');
    expect(matchRoute(store, '/versions/').path).toBe('/versions');
    expect(matchRoute(store, '/').path).toBe('/');
  });

  it('returns the not-found route for paths outside every version, and for paths of a version at hand that has no such doc', async () => {
    const store = fixtureStore();
    await loadVersion(store, 'current');
    expect(matchRoute(store, '/no/such/page')).toBe(notFoundRoute);
    expect(matchRoute(store, '/docs/no-such-doc')).toBe(notFoundRoute);
    expect(notFoundRoute.path).toBe('*');
  });

  it('returns the same definition every time, so loads are shared', async () => {
    const store = fixtureStore();
    await loadVersion(store, 'current');
    expect(matchRoute(store, '/docs/cats-effect2/')).toBe(matchRoute(store, '/docs/cats-effect2/index.html'));
    expect(matchRoute(store, '/docs/v1/')).toBe(matchRoute(store, '/docs/v1/'));
  });

  it('loads a version not at hand once, when a page of it is loaded, and routes its docs from then on', async () => {
    const fetched = watchFetches();
    const store = fixtureStore();
    expect(store.get(versionsAtHandAtom).has('v1')).toBe(false);
    const pending = matchRoute(store, '/docs/v1/');
    await Promise.all([pending.load(), pending.load()]);
    expect(fetched.filter((path) => path.endsWith('_version.json'))).toEqual(['/page-data/v1/_version.json']);
    expect(
      store
        .get(versionsAtHandAtom)
        .get('v1')
        ?.docs.map((doc) => doc.path),
    ).toContain('/docs/v1/');
    // Now a doc's own route, and a path of v1 without a doc is not found.
    expect(matchRoute(store, '/docs/v1/')).not.toBe(pending);
    expect(matchRoute(store, '/docs/v1/').path).toBe('/docs/v1/');
    expect(matchRoute(store, '/docs/v1/no-such-doc')).toBe(notFoundRoute);
  });

  it("routes the page's own doc from what the page carries, and loads the version's full list once for a doc it does not carry", async () => {
    const fetched = watchFetches();
    const store = fixtureStore();
    expect(store.get(versionsAtHandAtom).get('current')?.partial).toBe(true);
    expect(matchRoute(store, '/docs/').path).toBe('/docs/');
    const pending = matchRoute(store, '/docs/cats-effect2/import');
    expect(pending.path).toBe('/docs/cats-effect2/import');
    await Promise.all([pending.load(), matchRoute(store, '/docs/cats-effect2/fx/').load()]);
    expect(fetched.filter((path) => path.endsWith('_version.json'))).toEqual(['/page-data/current/_version.json']);
    expect(store.get(versionsAtHandAtom).get('current')?.partial).toBeUndefined();
    expect(matchRoute(store, '/docs/cats-effect2/import')).not.toBe(pending);
    expect(matchRoute(store, '/docs/no-such-doc')).toBe(notFoundRoute);
  });

  it('shows the not-found page for a path of a version not at hand that has no such doc', async () => {
    const store = fixtureStore();
    const module = await matchRoute(store, '/docs/v1/no-such-doc').load();
    expect(module.default).toBe((await notFoundRoute.load()).default);
  });

  it('keeps answering correctly after more distinct paths than its cache holds', async () => {
    const store = fixtureStore();
    const count = ROUTE_MATCH_CACHE_LIMIT + 500;
    // Watch the cache evict: every delete from a full map is an eviction.
    const original = Map.prototype.delete;
    let evictions = 0;
    const spy = vi.spyOn(Map.prototype, 'delete').mockImplementation(function (
      this: Map<unknown, unknown>,
      key: unknown,
    ) {
      if (this.size >= ROUTE_MATCH_CACHE_LIMIT) evictions += 1;
      return original.call(this, key);
    });
    for (let index = 0; index < count; index += 1) {
      if (matchRoute(store, `/crawler/${index}`) !== notFoundRoute) throw new Error(`/crawler/${index} matched a page`);
    }
    spy.mockRestore();
    expect(evictions).toBeGreaterThanOrEqual(500);
    // The first paths were evicted; matching them again still works.
    expect(matchRoute(store, '/crawler/0')).toBe(notFoundRoute);
    await loadVersion(store, 'current');
    expect(matchRoute(store, '/docs/').path).toBe('/docs/');
    expect(matchRoute(store, '/docs/cats-effect2/fx/').path).toBe('/docs/cats-effect2/fx/');
  });

  it('keeps a bounded number of routes waiting for a version not at hand, however many paths of it are asked for', () => {
    const store = fixtureStore();
    const original = Map.prototype.delete;
    let evictions = 0;
    const spy = vi.spyOn(Map.prototype, 'delete').mockImplementation(function (
      this: Map<unknown, unknown>,
      key: unknown,
    ) {
      if (this.size >= ROUTE_MATCH_CACHE_LIMIT) evictions += 1;
      return original.call(this, key);
    });
    for (let index = 0; index < ROUTE_MATCH_CACHE_LIMIT + 500; index += 1)
      matchRoute(store, `/docs/v1/crawler/${index}`);
    spy.mockRestore();
    expect(evictions).toBeGreaterThanOrEqual(500);
    expect(matchRoute(store, '/docs/v1/crawler/0').path).toBe('/docs/v1/crawler/0');
  });
});
