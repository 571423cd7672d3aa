import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/browser';

test('with the default configuration, browsing and searching never make a request to another host', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) foreign.push(request.url());
  });
  const html = await (await page.request.get('/docs/')).text();
  expect(html, 'no preconnect hint to a hosted service').not.toMatch(/rel="preconnect"/);

  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('fx');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.keyboard.press('/');
  await page.keyboard.type('catch error');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Control+i');
  await expect(page.locator('.search-ask-passage').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.goto('/search?q=construct');
  await expect(page.locator('.search-result').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Version' }).selectOption({ label: 'All versions' });
  await expect(page.locator('.search-result').first()).toBeVisible();
  await page.goto('/docs/v1/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('eithert');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  expect(foreign).toEqual([]);
});
