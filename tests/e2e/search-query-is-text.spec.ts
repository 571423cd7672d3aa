import { expect, test, type Page } from '@playwright/test';
import { openSearchDialog, waitForHydration } from './support/browser';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('the search query is text, never markup', () => {
  const payload = '<img src=x onerror="window.__xss=1">';

  test('on the search page', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await waitForHydration(page);
    await expect(h1(page)).toHaveText(`Search results for "${payload}"`);
    await expect(page).toHaveTitle(`Search results for "${payload}" | Effectie`);
    await expect(page.getByRole('searchbox')).toHaveValue(payload);
    // Its words may find pages ("window"); what matters is that it stays text.
    await expect(page.locator('main .search-page-count')).toHaveText(/^\d+ results?$|^No results found for /);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('in the search dialog', async ({ page }) => {
    const modal = await openSearchDialog(page);
    await page.keyboard.type(payload);
    await expect(modal.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined();
  });
});
