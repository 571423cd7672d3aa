// @vitest-environment jsdom
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedRoutes } from '../../../../src/shared/routes/fixed-routes';
import { BROWSER_MODULES } from '../../../../src/node/vite/browser-modules';
import { matchRoute } from '../../../../src/client/routing/route-table';
import { fixtureStore } from '../../client/fixture-site';

describe('fixedRoutes', () => {
  it('puts the search page where site.yaml says', () => {
    expect(
      fixedRoutes({ search: { searchPagePath: 'find' } } as Parameters<typeof fixedRoutes>[0]).map(
        (route) => route.path,
      ),
    ).toEqual(['/', '/find', '/versions']);
  });

  it('names, for each page, the module the browser loads for its route: one table for the build and the browser', async () => {
    const store = fixtureStore();
    for (const route of fixedRoutes({ search: { searchPagePath: 'search' } } as Parameters<typeof fixedRoutes>[0])) {
      const fromTable = (await import(
        /* @vite-ignore */ resolve(__dirname, '../../../..', BROWSER_MODULES.fixedPages[route.page])
      )) as { default: unknown };
      const fromBrowser = await matchRoute(store, route.path).load();
      expect(fromBrowser.default, route.path).toBe(fromTable.default);
    }
    const notFound = (await import(
      /* @vite-ignore */ resolve(__dirname, '../../../..', BROWSER_MODULES.fixedPages.notFound)
    )) as { default: unknown };
    expect((await matchRoute(store, '/no-such-page').load()).default).toBe(notFound.default);
  });
});
