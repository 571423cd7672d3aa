import { expect, test, type Page } from '@playwright/test';
import {
  atPath,
  documentMarker,
  holdRequests,
  recordRequests,
  setDocumentMarker,
  waitForHydration,
} from './support/browser';
import { versionDataPath } from './support/site';

const PREFERRED = 'docs-preferred-version-default';
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const versionButton = (page: Page, label: string) => navbar(page).getByRole('button', { name: label, exact: true });
const versionLink = (page: Page, label: string) => navbar(page).getByRole('link', { name: label, exact: true });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const preferred = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PREFERRED);
const v1Banner = (page: Page) =>
  page
    .getByRole('note')
    .filter({ hasText: 'This is documentation for Effectie v1, which is no longer actively maintained.' });

test('the dropdown of a current doc lists the versions, and v1 leads to v1’s main doc', async ({ page }) => {
  await page.goto('/docs/cats-effect2/import');
  await waitForHydration(page);
  const button = versionButton(page, 'v2.2.0');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(versionLink(page, 'v1')).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(navbar(page).locator('.dropdown-menu').getByRole('link')).toHaveText(['v2.2.0', 'v1', 'All versions']);
  await expect(versionLink(page, 'v2.2.0')).toHaveAttribute('aria-current', 'true');
  await expect(versionLink(page, 'v2.2.0')).toHaveAttribute('href', '/docs/cats-effect2/import');
  // "What to Import" has no v1 page: v1 leads to v1's main doc.
  await expect(versionLink(page, 'v1')).toHaveAttribute('href', '/docs/v1/');
  await expect(versionLink(page, 'All versions')).toHaveAttribute('href', '/versions');

  // Escape closes it (the mouse moves away first: hovering shows the menu too) and gives focus back to the button.
  await page.mouse.move(10, 400);
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(versionLink(page, 'v1')).toBeHidden();

  await button.click();
  await versionLink(page, 'v1').click();
  await expect(page).toHaveURL('/docs/v1/');
  await expect(h1(page)).toHaveText('Getting Started');
  await expect(versionButton(page, 'v1')).toBeVisible();
  await expect(v1Banner(page)).toBeVisible();
  await expect(page.locator('.doc-version-badge')).toHaveText('Version: v1');
  expect(await preferred(page)).toBe('v1');
});

test('the same doc in the other version is chosen when it exists', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await versionButton(page, 'v2.2.0').click();
  await expect(versionLink(page, 'v1')).toHaveAttribute('href', '/docs/v1/');
  await versionLink(page, 'v1').click();
  await expect(page).toHaveURL('/docs/v1/');
  await expect(page.locator('.markdown')).toContainText('effectie 1.x lets you write code against an effect type');

  await versionButton(page, 'v1').click();
  await expect(versionLink(page, 'v1')).toHaveAttribute('aria-current', 'true');
  await expect(versionLink(page, 'v2.2.0')).toHaveAttribute('href', '/docs/');
  await versionLink(page, 'v2.2.0').click();
  await expect(page).toHaveURL('/docs/');
  await expect(page.locator('.markdown')).toContainText('effectie gives you a small set of type classes for this');
  expect(await preferred(page)).toBe('current');
});

test('from a current doc, v1 in the dropdown leads to the same doc there, whose docs are loaded once, when the reader heads there', async ({
  page,
}) => {
  const currentDocsRequests = recordRequests(page, versionDataPath('current'));
  const v1DocsRequests = recordRequests(page, versionDataPath('v1'));
  const sidebarOf = (version: string) => page.getByRole('navigation', { name: `${version} docs` });
  await page.goto('/docs/api/effectie-core');
  await waitForHydration(page);
  await setDocumentMarker(page, 'current page');
  await expect(h1(page)).toHaveText('effectie-core API');
  // A page carries its own version's docs: the others' load only when the reader heads there.
  expect(v1DocsRequests).toHaveLength(0);

  // Held: the click comes before v1's docs have arrived, and waits for them.
  const release = await holdRequests(page, atPath(versionDataPath('v1')));
  await versionButton(page, 'v2.2.0').click();
  await versionLink(page, 'v1').click();
  await expect.poll(() => v1DocsRequests.length).toBe(1);
  await expect(page).toHaveURL('/docs/api/effectie-core');
  release();
  await expect(page).toHaveURL('/docs/v1/api/effectie-core');
  await expect(h1(page)).toHaveText('effectie-core API');
  await expect(versionButton(page, 'v1')).toBeVisible();
  await expect(sidebarOf('v1')).toBeVisible();
  await expect(v1Banner(page)).toBeVisible();
  expect(await preferred(page)).toBe('v1');

  // Back and forth between the two versions loads no version's docs again.
  await page.goBack();
  await expect(page).toHaveURL('/docs/api/effectie-core');
  await page.goForward();
  await expect(page).toHaveURL('/docs/v1/api/effectie-core');
  expect(v1DocsRequests).toHaveLength(1);
  expect(currentDocsRequests).toHaveLength(0);
  expect(await documentMarker(page)).toBe('current page');
});

test("a page of v1 carries the current version's docs: its dropdown and banner lead to the same doc there at once", async ({
  page,
}) => {
  const currentDocsRequests = recordRequests(page, versionDataPath('current'));
  await page.goto('/docs/v1/api/effectie-core');
  await waitForHydration(page);
  await setDocumentMarker(page, 'v1 page');
  await expect(versionButton(page, 'v1')).toBeVisible();
  await versionButton(page, 'v1').click();
  await expect(versionLink(page, 'v2.2.0')).toHaveAttribute('href', '/docs/api/effectie-core');
  await page.keyboard.press('Escape');
  await v1Banner(page).getByRole('link', { name: 'this page in the latest version' }).click();
  await expect(page).toHaveURL('/docs/api/effectie-core');
  await expect(page.getByRole('navigation', { name: 'v2.2.0 docs' })).toBeVisible();
  expect(currentDocsRequests).toHaveLength(0);
  expect(await documentMarker(page)).toBe('v1 page');
});

test('a v1 doc names its version, and its v2.2.0 entry leads to the current main doc', async ({ page }) => {
  await page.goto('/docs/v1/docs/monix/fx');
  await waitForHydration(page);
  await expect(versionButton(page, 'v1')).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/v1/');
  await versionButton(page, 'v1').click();
  await expect(versionLink(page, 'v2.2.0')).toHaveAttribute('href', '/docs/');
  await expect(versionLink(page, 'v1')).toHaveAttribute('href', '/docs/v1/docs/monix/fx');
  // The sidebar is v1's.
  const sidebar = page.locator('aside[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', { name: 'For Scalaz Effect' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'For Cats Effect 2' })).toHaveCount(0);
  await versionLink(page, 'v2.2.0').click();
  await expect(page).toHaveURL('/docs/');
  await expect(versionButton(page, 'v2.2.0')).toBeVisible();
  await expect(page.locator('.version-banner')).toHaveCount(0);
});

test('the v1 banner links to the latest version and makes it the preferred one', async ({ page }) => {
  await page.goto('/docs/v1/docs/monix/fx');
  await waitForHydration(page);
  await expect(v1Banner(page)).toBeVisible();
  const latest = v1Banner(page).getByRole('link', { name: 'the latest version' });
  await expect(latest).toHaveAttribute('href', '/docs/');
  await expect(v1Banner(page)).toContainText('(v2.2.0)');

  await page.goto('/docs/v1/');
  await waitForHydration(page);
  const samePage = v1Banner(page).getByRole('link', { name: 'this page in the latest version' });
  await expect(samePage).toHaveAttribute('href', '/docs/');
  await page.evaluate((key) => localStorage.setItem(key, 'v1'), PREFERRED);
  await samePage.click();
  await expect(page).toHaveURL('/docs/');
  await expect(v1Banner(page)).toHaveCount(0);
  expect(await preferred(page)).toBe('current');
});

test('after choosing v1, the navbar Docs link of other pages leads to v1', async ({ page }) => {
  await page.goto('/docs/cats-effect2/fx/construct');
  await waitForHydration(page);
  await versionButton(page, 'v2.2.0').click();
  await versionLink(page, 'v1').click();
  await expect(page).toHaveURL('/docs/v1/');
  expect(await preferred(page)).toBe('v1');

  // Client navigation to the home page.
  await navbar(page)
    .getByRole('link', { name: /Effectie/ })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  await expect(versionButton(page, 'v1')).toBeVisible();
  await navbar(page).getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL('/docs/v1/');
  await expect(versionButton(page, 'v1')).toBeVisible();

  // A fresh load of the home page remembers it too.
  await page.goto('/');
  await waitForHydration(page);
  await expect(navbar(page).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/v1/');
  await navbar(page).getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL('/docs/v1/');
  await expect(h1(page)).toHaveText('Getting Started');
  await expect(v1Banner(page)).toBeVisible();
});

test('a stored preference for a version that does not exist is forgotten', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, 'v0-gone');
    }
  }, PREFERRED);
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => preferred(page)).toBeNull();
  await expect(versionButton(page, 'v2.2.0')).toBeVisible();
  await navbar(page).getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL('/docs/');
});

test('the versions page lists the current and past versions with links to their docs', async ({ page }) => {
  await page.goto('/versions');
  await waitForHydration(page);
  await expect(h1(page)).toHaveText('Effectie versions');
  const current = page.getByRole('region', { name: 'Current version' });
  const past = page.getByRole('region', { name: 'Past versions' });
  await expect(current.getByRole('rowheader')).toHaveText(['v2.2.0']);
  await expect(past.getByRole('rowheader')).toHaveText(['v1']);
  await expect(current.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs/');
  await expect(past.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs/v1/');

  await past.getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL('/docs/v1/');
  await expect(versionButton(page, 'v1')).toBeVisible();
  await page.goBack();
  await expect(h1(page)).toHaveText('Effectie versions');
  await current.getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL('/docs/');
  await expect(versionButton(page, 'v2.2.0')).toBeVisible();
});
