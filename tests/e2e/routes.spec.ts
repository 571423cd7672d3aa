import { expect, test, type Page } from '@playwright/test';
import { docRoutesFromDist, versionRoots } from './support/site';
import { waitForHydration } from './support/browser';

const docRoutes = docRoutesFromDist();
const GROUPS = 4;

test('the build has the 49 written doc pages, 26 of the current version and 23 of v1, and the API reference of each', () => {
  const reference = docRoutes.filter((route) => /^\/docs\/(v1\/)?api\//.test(route));
  // An index and one page per module: nine modules of 2.2.0 (the three time modules among them), four of 1.16.0.
  expect(reference).toHaveLength(10 + 5);
  expect(reference).toContain('/docs/api/effectie-core');
  expect(reference).toContain('/docs/api/effectie-time-cats-effect3');
  expect(reference).toContain('/docs/v1/api/effectie-scalaz-effect');
  expect(docRoutes).toHaveLength(49 + reference.length);
  expect(docRoutes.filter((route) => route.startsWith('/docs/v1/'))).toHaveLength(23 + 5);
  expect(docRoutes).toContain('/docs/');
  expect(docRoutes).toContain('/docs/v1/');
  expect(docRoutes).toContain('/docs/time');
  expect(docRoutes).toContain('/docs/monix3/resource');
});

/** Every check a doc page must pass, on one loaded page. */
async function checkDocPage(page: Page, route: string) {
  const response = await page.goto(route);
  expect(response?.status(), `HTTP status of ${route}`).toBe(200);
  expect(new URL(page.url()).pathname).toBe(route);

  const h1 = page.locator('main h1');
  await expect(h1).toHaveCount(1);
  const heading = (await h1.innerText()).trim();
  expect(heading.length, `h1 of ${route}`).toBeGreaterThan(0);
  await expect(page).toHaveTitle(`${heading} | Effectie`);

  const sidebar = page.locator('aside[aria-label="Docs sidebar"]');
  const current = sidebar.locator('a[aria-current="page"]');
  await expect(current, `the sidebar of ${route} marks the page`).toHaveCount(1);
  await expect(current).toHaveAttribute('href', route);
  // The active link is shown: every category above it is expanded.
  await expect(current).toBeVisible();

  const breadcrumbs = page.locator('nav[aria-label="Breadcrumbs"]');
  if (!(versionRoots as readonly string[]).includes(route)) {
    await expect(breadcrumbs, `breadcrumbs of ${route}`).toBeVisible();
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(heading);
  }

  const pager = page.locator('nav[aria-label="Docs pages"]');
  await expect(pager, `pager of ${route}`).toBeVisible();
  const pagerLinks = pager.getByRole('link');
  expect(await pagerLinks.count()).toBeGreaterThan(0);
  for (const href of await pagerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(docRoutes, `pager link ${href} of ${route} leads to a doc`).toContain(href);
  }

  const v1 = route.startsWith('/docs/v1/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: v1 ? 'v1' : 'v2.2.0', exact: true }),
  ).toBeVisible();
  await waitForHydration(page);
}

for (let group = 0; group < GROUPS; group++) {
  const routes = docRoutes.filter((_, index) => index % GROUPS === group);
  test(`doc pages, part ${group + 1} of ${GROUPS}: status, title, sidebar, breadcrumbs and pager`, async ({ page }) => {
    test.setTimeout(60_000);
    for (const route of routes) {
      await test.step(route, () => checkDocPage(page, route));
    }
  });
}

test('the fixed pages answer 200 with their heading and title', async ({ page }) => {
  let response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Effectie');
  await expect(page).toHaveTitle('Effectie');
  await expect(page.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute('href', '/docs/');

  response = await page.goto('/versions');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Effectie versions');
  await expect(page).toHaveTitle('Versions | Effectie');

  response = await page.goto('/search');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
  await expect(page.getByRole('searchbox')).toHaveValue('');

  response = await page.goto('/search?q=fx');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "fx"');
  await expect(page).toHaveTitle('Search results for "fx" | Effectie');
  await expect(page.getByRole('searchbox')).toHaveValue('fx');
  await waitForHydration(page);
  await page.getByRole('searchbox').fill('monix');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL('/search?q=monix');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "monix"');
});

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/docs/no-such-doc', '/docs/v1/docs/no-such-doc/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found | Effectie');
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await waitForHydration(page);
  await expect(page.locator('main').getByRole('link', { name: 'the documentation' })).toHaveAttribute('href', '/docs/');
  await page.locator('main').getByRole('link', { name: 'the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Effectie');
});

test('.html and /index.html addresses show the same page under the bare path', async ({ page }) => {
  const cases = [
    { address: '/docs/index.html', path: '/docs/', heading: 'Getting Started' },
    { address: '/docs/cats-effect2/import.html', path: '/docs/cats-effect2/import', heading: 'What to Import' },
    { address: '/docs/v1/docs/monix/index.html', path: '/docs/v1/docs/monix/', heading: 'For Monix' },
    { address: '/versions.html?from=test#top', path: '/versions', heading: 'Effectie versions' },
    { address: '/index.html', path: '/', heading: 'Effectie' },
  ];
  for (const { address, path, heading } of cases) {
    await test.step(address, async () => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await waitForHydration(page);
      const url = new URL(page.url());
      expect(url.pathname).toBe(path);
      if (address.includes('?')) {
        expect(url.search).toBe('?from=test');
        expect(url.hash).toBe('#top');
      }
      if (path.startsWith('/docs/')) {
        await expect(page.locator('aside[aria-label="Docs sidebar"] a[aria-current="page"]')).toHaveAttribute(
          'href',
          path,
        );
      }
    });
  }
});
