import { expect, test } from '@playwright/test';
import { collectConsole, waitForHydration } from './support/browser';

test('the search page is prerendered without a query, then reads q after hydration and shows the true count', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/search?q=fx')).text();
  expect(html).toContain('<h1>Search the documentation</h1>');
  // The page's markup, not its inlined stylesheet, which names the result classes.
  expect(html.replace(/<style>[\s\S]*?<\/style>/g, '')).not.toContain('search-result');

  const console = collectConsole(page);
  await page.goto('/search?q=fx');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "fx"');
  await expect(page.getByRole('searchbox')).toHaveValue('fx');
  const count = page.locator('.search-page-count');
  await expect(count).toHaveText(/^\d+ results$/);
  const total = Number((await count.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(10);

  const results = page.locator('.search-result');
  await expect(results).toHaveCount(10);
  const first = results.first();
  await expect(first.locator('.search-result-path')).toHaveText(/^For Cats Effect 2/);
  await expect(first.locator('.search-result-title mark')).toHaveText(/^fx$/i);

  await page.getByRole('button', { name: 'More results' }).click();
  await expect(results).toHaveCount(Math.min(20, total));
  await expect(count).toHaveText(`${total} results`);
  expect(
    console.filter((entry) => entry.type === 'error' || entry.type === 'pageerror'),
    'no hydration mismatch or other error',
  ).toEqual([]);

  await results.first().locator('.search-result-title a').click();
  await expect(page.locator('main h1')).toHaveText('Fx');

  // A hit in a paragraph shows the matched word in its context.
  await page.goto('/search?q=thrown');
  await expect(page.locator('.search-result-snippet mark').first()).toHaveText(/^throw/i);
});

test('the version selector narrows the results to one version, or widens them to all, and the URL says which', async ({
  page,
}) => {
  await page.goto('/search?q=catch');
  await waitForHydration(page);
  const select = page.getByRole('combobox', { name: 'Version' });
  await expect(select).toHaveValue('current');
  await expect(page.locator('.search-page-count')).toHaveText(/results?$/);
  const currentCount = Number((await page.locator('.search-page-count').textContent())!.split(' ')[0]);
  for (const href of await page
    .locator('.search-result-title a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).not.toMatch(/^\/docs\/v1\//);
  }

  await select.selectOption({ label: 'v1' });
  await expect(page).toHaveURL('/search?q=catch&version=v1');
  await expect(page.locator('.search-result-title a').first()).toHaveAttribute('href', /^\/docs\/v1\//);
  for (const href of await page
    .locator('.search-result-title a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/docs\/v1\//);
  }
  const v1Count = Number((await page.locator('.search-page-count').textContent())!.split(' ')[0]);

  await select.selectOption({ label: 'All versions' });
  await expect(page).toHaveURL('/search?q=catch&version=all');
  await expect(page.locator('.search-page-count')).toHaveText(`${currentCount + v1Count} results`);
});

test('the URL follows the query, so a search can be shared, and a hostile query is shown as text', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page);
  await page.getByRole('searchbox').fill('from future');
  await expect(page).toHaveURL('/search?q=from+future');
  await expect(page.locator('.search-result').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue('from future');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "from future"');

  const hostile = '<img src=x onerror="window.__pwned=1">';
  await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${hostile}"`);
  await expect(page.locator('main img')).toHaveCount(0);
  // Its words may find pages ("window"); what matters is that it stays text.
  await expect(page.locator('.search-page-count')).toHaveText(
    /^\d+ results?$|^No results found for "<img src=x onerror="window\.__pwned=1">"$/,
  );
  expect(await page.evaluate(() => (window as Window & { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page).toHaveTitle(`Search results for "${hostile}" | Effectie`);
});

test('a misspelled query that finds nothing offers the nearest words, which search again', async ({ page }) => {
  await page.goto('/search?q=cacthNonFtal');
  await waitForHydration(page);
  await expect(page.locator('.search-page-count')).toHaveText('No results found for "cacthNonFtal"');
  const suggestion = page.locator('.search-page-suggestion');
  await expect(suggestion).toHaveText('Did you mean catchNonFatal?');
  await suggestion.getByRole('link', { name: 'catchNonFatal' }).click();
  await expect(page).toHaveURL(/\/search\?q=catchNonFatal(&|$)/);
  await expect(page.locator('.search-result').first()).toBeVisible();
});
