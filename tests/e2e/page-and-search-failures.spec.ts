import { expect, test, type Page } from '@playwright/test';
import {
  emulateSaveData,
  interceptPath,
  makeDocPageThrow,
  openSearchDialog,
  waitForHydration,
} from './support/browser';
import { docDataPath } from './support/site';

/**
 * What a visitor sees when a page or a search fails, and where each failure is tested:
 * - Render error: errors.spec.ts (client navigation, "Try again"), here (cold load, three-level cause chain).
 * - Page data file fails to load: errors.spec.ts (cold load, Retry), here (address change under the app, Retry).
 * - Route preload failure: navigation.spec.ts ("Failed to load the page at" warning, then a full load).
 * - Search fetch fails: here (search dialog and search page).
 * - No search results: here (search dialog and search page).
 * - Wrong base path: errors.spec.ts and subpath.spec.ts.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const crashHeading = (page: Page) => page.getByRole('heading', { name: 'This page crashed.' });
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const SEARCH_INDEX = '**/page-data/*/_search.json';

test.describe('a page or a search that fails', () => {
  test('render error on a cold load: the crash screen lists the error and every cause, and the rest of the site still works', async ({
    page,
  }) => {
    const looped = "const loop = new Error('Looping cause'); loop.cause = loop;";
    await makeDocPageThrow(
      page,
      'cats-effect3/import',
      'current',
      `${looped} function Page() { throw new Error('Level one', { cause: new TypeError('Level two', { cause: new Error('Level three', { cause: loop }) }) }); }`,
    );
    await page.goto('/docs/cats-effect3/import');
    const crash = page.getByRole('alert').filter({ has: crashHeading(page) });
    await expect(crash).toBeVisible();
    await expect(crash.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Outermost first, each cause labelled, a cause that refers to itself shown once.
    await expect(crash.locator('.error-message')).toHaveText([
      'Level one',
      'Cause: Level two',
      'Cause: Level three',
      'Cause: Looping cause',
    ]);
    await waitForHydration(page);
    await navbar(page).getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(h1(page)).toHaveText('Getting Started');
    await expect(crashHeading(page)).toHaveCount(0);
  });

  test('page data file fails after an address change the app did not start: error text, and Retry loads the page', async ({
    page,
  }) => {
    await emulateSaveData(page);
    const dataFile = docDataPath('cats-effect3/import');
    const stopFailing = await interceptPath(page, dataFile, (route) => route.abort('failed'));
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.evaluate(() => history.pushState(null, '', '/docs/cats-effect3/import'));
    const alert = page.locator('main').getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert.locator('.error-message')).toContainText(dataFile);
    await expect(page.locator('main h1')).toHaveCount(0);
    // The navbar and footer stay.
    await expect(navbar(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await stopFailing();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(h1(page)).toHaveText('What to Import');
    await expect(page).toHaveURL('/docs/cats-effect3/import');
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
  });

  test('search fetch fails: the search dialog says so, and searches again once the network is back', async ({
    page,
  }) => {
    let failing = true;
    await page.route(SEARCH_INDEX, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
    const modal = await openSearchDialog(page);
    await page.keyboard.type('fx');
    await expect(modal).toContainText('Unable to fetch results');
    await expect(modal).toContainText('You might want to check your network connection.');
    await expect(modal.locator('.DocSearch-Hit')).toHaveCount(0);

    failing = false;
    await page.keyboard.type(' construct');
    await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(modal).not.toContainText('Unable to fetch results');
  });

  test('search fetch fails: the search page says so', async ({ page }) => {
    await page.route(SEARCH_INDEX, (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=fx');
    await waitForHydration(page);
    const status = page.locator('main').getByRole('status');
    await expect(status).toContainText('Unable to fetch results');
    await expect(status).toContainText('You might want to check your network connection.');
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  });

  test('no search results: the dialog says so, suggests other searches and links to report it', async ({ page }) => {
    const modal = await openSearchDialog(page);
    await page.keyboard.type('fx');
    await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.type('zzqqxx');
    await expect(modal).toContainText('No results found for "fxzzqqxx"');
    await expect(modal).toContainText('Try searching for');
    await expect(modal.locator('.DocSearch-NoResults-Prefill-List button').first()).toBeVisible();
    await expect(modal).toContainText('Believe this query should return results? Let us know.');
    const report = modal.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute(
      'href',
      'https://github.com/kevin-lee/effectie/issues/new?title=Search%3A%20no%20results%20for%20%22fxzzqqxx%22',
    );
    // A suggestion runs that search.
    const suggestion = modal.locator('.DocSearch-NoResults-Prefill-List button').first();
    const suggested = (await suggestion.innerText()).trim();
    await suggestion.click();
    // DocSearch fills in the suggestion in lower case.
    await expect(modal.getByRole('combobox')).toHaveValue(
      new RegExp(`^${suggested.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i'),
    );
    await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('no search results: the search page says so', async ({ page }) => {
    await page.goto('/search?q=zzqqxx');
    await waitForHydration(page);
    await expect(page.locator('main').getByRole('status')).toHaveText('No results found for "zzqqxx"');
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  });
});
