import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/browser';
import { distDir } from './support/site';
import { pageDataFile } from '../../src/shared/page-data';

/** The API reference the build writes for each version from api-reference/. */

test('the reference is in the sidebar of every page of its version, after the written pages', async ({ page }) => {
  await page.goto('/docs/cats-effect3/fx/construct');
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', { name: 'v2.2.0 docs' });
  const reference = sidebar.getByRole('link', { name: 'API reference', exact: true });
  await expect(reference).toHaveAttribute('href', '/docs/api/');
  await sidebar.getByRole('button', { name: 'Expand the category API reference' }).click();
  await expect(sidebar.getByRole('link', { name: 'effectie-core', exact: true })).toHaveAttribute(
    'href',
    '/docs/api/effectie-core',
  );
  const labels = await sidebar
    .locator(':scope > ul > li > .sidebar-category-row > .sidebar-link, :scope > ul > li > .sidebar-link')
    .allInnerTexts();
  expect(labels.at(-1)).toBe('API reference');
});

test('the version dropdown takes a module page to the same module of another version', async ({ page }) => {
  await page.goto('/docs/api/effectie-core');
  await waitForHydration(page);
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('button', { name: 'v2.2.0', exact: true }).click();
  const v1 = main.getByRole('link', { name: 'v1', exact: true });
  // Pointing at the entry loads v1's docs, which tell where it leads.
  await v1.hover();
  await expect(v1).toHaveAttribute('href', '/docs/v1/api/effectie-core');
  await v1.click();
  await expect(page).toHaveURL('/docs/v1/api/effectie-core');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('effectie-core API');
});

test('an entry shows its signature and links to the pages whose examples use it', async ({ page }) => {
  await page.goto('/docs/api/effectie-syntax');
  await waitForHydration(page);
  const entry = page.locator('[id="fx.effectOf"]');
  await expect(entry).toHaveText(/effectOf/);
  await expect(page.locator('[id="fx.effectOf"] + .code-block')).toContainText(
    'def effectOf[F[_]]: CurriedEffectOf[F]',
  );
  const usedIn = page.locator('[id="fx.effectOf"] + .code-block + p');
  await expect(usedIn).toContainText('Used in');
  await usedIn.getByRole('link', { name: /Construct - F\[A\] \(cats-effect3\)/ }).click();
  await expect(page).toHaveURL(/\/docs\/cats-effect3\/fx\/construct$/);
});

test('the search index of each version has its reference', () => {
  for (const [version, route] of [
    ['current', '/docs/api/effectie-core'],
    ['v1', '/docs/v1/api/effectie-core'],
  ] as const) {
    const file = pageDataFile.search(version);
    const index = JSON.parse(readFileSync(join(distDir, file), 'utf8')) as { pages: string[][] };
    expect(
      index.pages.some(([url]) => url === route),
      `${route} in ${file}`,
    ).toBe(true);
  }
});
