import { docRoutes } from 'virtual:effectie/routes';
import { describe, expect, it, vi } from 'vitest';
import { matchRoute, notFoundRoute, ROUTE_MATCH_CACHE_LIMIT, routes } from '../../../../src/client/routing/route-table';

describe('route table', () => {
  it('has the fixed pages and one route per doc of the real content', () => {
    expect(routes.slice(0, 3).map((route) => route.path)).toEqual(['/', '/search', '/versions']);
    expect(routes.length).toBe(3 + docRoutes.length);
    expect(docRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(['/docs/', '/docs/v1/', '/docs/cats-effect2/fx/']));
  });
});

describe('matchRoute', () => {
  it('matches every spelling of a route', () => {
    expect(matchRoute('/docs/').path).toBe('/docs/');
    expect(matchRoute('/docs').path).toBe('/docs/');
    expect(matchRoute('/docs/index.html').path).toBe('/docs/');
    expect(matchRoute('/docs/cats-effect2/import.html').path).toBe('/docs/cats-effect2/import');
    expect(matchRoute('/versions/').path).toBe('/versions');
    expect(matchRoute('/').path).toBe('/');
  });

  it('returns the not-found route for unknown paths', () => {
    expect(matchRoute('/no/such/page')).toBe(notFoundRoute);
    expect(matchRoute('/docs/v3/')).toBe(notFoundRoute);
    expect(notFoundRoute.path).toBe('*');
  });

  it('returns the same definition every time, so loads are shared', () => {
    expect(matchRoute('/docs/v1/').path).toBe('/docs/v1/');
    expect(matchRoute('/docs/v1/')).toBe(matchRoute('/docs/v1/index.html'));
  });

  it('keeps answering correctly after more distinct paths than its cache holds', () => {
    const count = ROUTE_MATCH_CACHE_LIMIT + 500;
    // Watch the cache evict: every delete from a full map is an eviction.
    const original = Map.prototype.delete;
    let evictions = 0;
    const spy = vi.spyOn(Map.prototype, 'delete').mockImplementation(function (this: Map<unknown, unknown>, key: unknown) {
      if (this.size >= ROUTE_MATCH_CACHE_LIMIT) evictions += 1;
      return original.call(this, key);
    });
    for (let index = 0; index < count; index += 1) {
      if (matchRoute(`/crawler/${index}`) !== notFoundRoute) throw new Error(`/crawler/${index} matched a page`);
    }
    spy.mockRestore();
    expect(evictions).toBeGreaterThanOrEqual(500);
    // The first paths were evicted; matching them again still works.
    expect(matchRoute('/crawler/0')).toBe(notFoundRoute);
    expect(matchRoute('/docs/').path).toBe('/docs/');
    expect(matchRoute('/docs/v1/docs/monix/fx').path).toBe('/docs/v1/docs/monix/fx');
  });
});
