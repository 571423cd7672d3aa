import { expect, test, type Page } from '@playwright/test';
import { documentMarker, setDocumentMarker, waitForHydration } from './support/browser';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
const selectedHit = (page: Page) => page.locator('.DocSearch-Hit[aria-selected="true"]');

/** Requests for the code and data search loads on demand. */
function searchDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/assets\/(SearchModal|docsearch|search-)[^/]*$/.test(path)) urls.push(path);
  });
  return urls;
}

test('keyboard only: "/" opens the modal at the first keypress, typing searches, arrows move, Enter lands on the section', async ({ page }) => {
  const downloads = searchDownloads(page);
  await page.goto('/docs/cats-effect2/');
  await waitForHydration(page);
  await setDocumentMarker(page, 'no full reload');
  expect(downloads, 'DocSearch, its styles and the index are not in the first load').toEqual([]);

  // Typed at once: the keys that arrive before DocSearch has loaded are kept.
  await page.keyboard.press('/');
  await page.keyboard.type('pick module');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toHaveValue('pick module');
  await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
  await expect(input(page)).toBeFocused();
  expect(downloads.some((path) => path.includes('/assets/search-current-'))).toBe(true);
  expect(downloads.some((path) => path.includes('/assets/search-v1-')), 'only the version being read is downloaded').toBe(false);

  // The results of the whole query (both words marked), not of the first keys typed.
  await expect(selectedHit(page).locator('mark')).toHaveText(['Pick', 'module']);
  await expect(selectedHit(page)).toContainText('Pick a module');
  const count = await hits(page).count();
  expect(count).toBeGreaterThan(1);
  // Every download of the first search (modal, engine, index) is done before the arrows move.
  // On a busy machine DocSearch may still swap in a result list once more, which puts the
  // selection back on the first hit; a press that lands before that is pressed again.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('ArrowUp');
  await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/docs\/#pick-a-module$/);
  await expect(page.locator('main h1')).toHaveText('Getting Started');
  await expect(page.locator('#pick-a-module')).toBeInViewport();
  expect(await documentMarker(page), 'the hit opened inside the app').toBe('no full reload');
});

test('Ctrl+K opens and toggles the modal, Escape closes it, and closing forgets the typed query', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('fx');
  await expect(hits(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await expect(input(page)).toHaveValue('');
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toHaveCount(0);

  // A key typed on the focused navbar button opens the modal with that key; closing clears it.
  await page.locator('.navbar .search-button').focus();
  await page.keyboard.press('c');
  await expect(input(page)).toHaveValue('c');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await expect(page.locator('.navbar .search-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(input(page)).toHaveValue('');
});

test('results are those of the version being read, and "See all N results" opens the search page with the true count', async ({ page }) => {
  await page.goto('/docs/v1/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('catch');
  await expect(hits(page).first()).toBeVisible();
  const urls = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url).toMatch(/^\/docs\/v1\//);

  const seeAll = page.locator('.search-see-all');
  await expect(seeAll).toHaveText(/^See all \d+ results$/);
  const modalCount = Number((await seeAll.textContent())!.match(/\d+/)![0]);
  // Typing more and deleting it again must not inflate the count (DocSearch 5.1.2 sums it).
  await page.keyboard.type('x');
  await page.keyboard.press('Backspace');
  await expect(seeAll).toHaveText(`See all ${modalCount} results`);
  await seeAll.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=catch&version=v1');
  await expect(page.locator('.search-page-count')).toHaveText(`${modalCount} results`);
});

test('no results: the modal says so, suggests what to search for, and offers to report it', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('construct');
  await expect(hits(page).first()).toBeVisible();
  await page.keyboard.type('qqzzx');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results found for "constructqqzzx"');
  await expect(screen).toContainText('Try searching for');
  const suggestion = screen.locator('.DocSearch-Prefill').first();
  await expect(suggestion).toHaveText('For Cats Effect 2');
  await expect(screen.getByText('Believe this query should return results?')).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /github\.com\/kevin-lee\/effectie\/issues\/new\?title=.*constructqqzzx/);
  await suggestion.click();
  await expect(input(page)).toHaveValue('for cats effect 2 ');
  await expect(hits(page).first()).toBeVisible();
});

test('a failed index download shows "Unable to fetch results", and the next keystroke tries again', async ({ page }) => {
  let fail = true;
  await page.route('**/assets/search-current-*.json', (route) => (fail ? route.abort('failed') : route.continue()));
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('fx');
  const error = page.locator('.DocSearch-ErrorScreen');
  await expect(error).toContainText('Unable to fetch results');
  await expect(error).toContainText('You might want to check your network connection.');
  fail = false;
  await page.keyboard.type(' construct');
  // The retry downloads the index and builds the engine, which takes a while on a busy machine.
  await expect(error).toHaveCount(0, { timeout: 15_000 });
  await expect(hits(page).first()).toBeVisible();
});

test('the local modal does not claim to be powered by a hosted service', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('.navbar .search-button').click();
  await expect(input(page)).toBeFocused();
  await expect(page.locator('.DocSearch-Footer')).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  expect(await page.locator('.DocSearch-Footer').innerText()).not.toMatch(/Powered by|Algolia/i);
});
