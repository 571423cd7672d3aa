import { expect, test } from '@playwright/test';
import { axeReport } from '../e2e/support/axe';
import { waitForHydration } from '../e2e/support/browser';
import { builtPages } from '../every-site/support/built-site';

/** effectie's own pages in its build: the pages it has, and those of its kinds a generic check may not pick. */

const docRoutes = builtPages()
  .map(({ route }) => route)
  .filter((route) => route.startsWith('/docs/'));

test('the build has the 49 written doc pages, 26 of the current version and 23 of v1, and the API reference of each', () => {
  const reference = docRoutes.filter((route) => /^\/docs\/(v1\/)?api\//.test(route));
  // An index and one page per module: nine modules of 2.2.0, four of 1.16.0.
  expect(reference).toHaveLength(10 + 5);
  expect(reference).toContain('/docs/api/effectie-core');
  expect(reference).toContain('/docs/v1/api/effectie-scalaz-effect');
  expect(docRoutes).toHaveLength(49 + reference.length);
  expect(docRoutes.filter((route) => route.startsWith('/docs/v1/'))).toHaveLength(23 + 5);
  expect(docRoutes).toContain('/docs/');
  expect(docRoutes).toContain('/docs/v1/');
});

test.describe('at phone width, the longest doc and an API reference page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`have no WCAG 2.1 AA violations in ${theme} mode`, async ({ page }) => {
      test.setTimeout(60_000);
      if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const problems: string[] = [];
      for (const route of ['/docs/cats-effect3/fx/construct', '/docs/api/effectie-core']) {
        await page.goto(route);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        problems.push(...(await axeReport(page, `${route} (${theme}, phone)`)));
      }
      expect(problems).toEqual([]);
    });
  }
});
