import { expect, test, type Page } from '@playwright/test';
import {
  documentMarker,
  emulateSaveData,
  holdRequests,
  setDocumentMarker,
  tabTo,
  waitForHydration,
} from './support/browser';
import { READER } from './support/reader';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.getByRole('option');
const selectedHit = (page: Page) => page.getByRole('option', { selected: true });

/** Requests for the code and data search loads on demand: DocSearch, its styles, the engine (in the search worker, or in the page) and the indexes. */
const SEARCH_DOWNLOAD =
  /\/assets\/(SearchModal|docsearch|search-|local-engine|style-)[^/]*$|\/page-data\/[^/]+\/_search\.json$/;

function searchDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (SEARCH_DOWNLOAD.test(path)) urls.push(path);
  });
  return urls;
}

/** The search downloads the page started before its load event ended. */
const downloadsBeforeLoad = (page: Page) =>
  page.evaluate((pattern) => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    return performance
      .getEntriesByType('resource')
      .filter(
        (entry) => new RegExp(pattern).test(new URL(entry.name).pathname) && (loaded === 0 || entry.startTime < loaded),
      )
      .map((entry) => new URL(entry.name).pathname);
  }, SEARCH_DOWNLOAD.source);

test(
  'keyboard only: "/" opens the modal at the first keypress, typing searches, arrows move, Enter lands on the section',
  READER,
  async ({ page }) => {
    const downloads = searchDownloads(page);
    await page.goto('/docs/cats-effect2/');
    await waitForHydration(page);
    await setDocumentMarker(page, 'no full reload');
    expect(await downloadsBeforeLoad(page), 'DocSearch, its styles and the index are not in the first load').toEqual(
      [],
    );

    // Typed at once: the keys that arrive before DocSearch has loaded are kept.
    await page.keyboard.press('/');
    await page.keyboard.type('pick module');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('pick module');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toBeFocused();
    expect(downloads.some((path) => path.endsWith('/page-data/current/_search.json'))).toBe(true);
    expect(
      downloads.some((path) => path.endsWith('/page-data/v1/_search.json')),
      'only the version being read is downloaded',
    ).toBe(false);

    // The dialog is busy until it has taken over the keyboard and every search that its opening
    // started has answered: a search that answers later would put the selection back on the first hit.
    await expect(dialog(page)).toHaveAttribute('aria-busy', 'false');
    // The results of the whole query (both words marked), not of the first keys typed.
    await expect(selectedHit(page).locator('mark')).toHaveText(['Pick', 'module']);
    await expect(selectedHit(page)).toContainText('Pick a module');
    const count = await hits(page).count();
    expect(count).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await hits(page).nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/#pick-a-module$/);
    await expect(page.locator('main h1')).toHaveText('Getting Started');
    await expect(page.locator('#pick-a-module')).toBeInViewport();
    expect(await documentMarker(page), 'the hit opened inside the app').toBe('no full reload');
  },
);

test('Ctrl+K opens and toggles the modal, Escape closes it, and closing forgets the typed query', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('fx');
  await expect(hits(page).first()).toBeVisible();
  // The modal is in the site's colours, set on DocSearch's own elements: custom properties on
  // the page's root would make loading the modal's styles restyle every element of the page.
  const colours = await modal(page).evaluate((element) => {
    const property = (target: Element, name: string) => getComputedStyle(target).getPropertyValue(name).trim();
    return {
      modal: property(element, '--docsearch-primary-color'),
      brand: property(document.documentElement, '--brand'),
      root: property(document.documentElement, '--docsearch-primary-color'),
    };
  });
  expect(colours.modal).not.toBe('');
  expect(colours.modal).toBe(colours.brand);
  expect(colours.root).toBe('');
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

test('results are those of the version being read, and "See all N results" opens the search page with the true count', async ({
  page,
}) => {
  await page.goto('/docs/v1/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('catch');
  await expect(modal(page).getByRole('option').first()).toBeVisible();
  const urls = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
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
  // DocSearch's own hits: it offers what to search for from the results it has shown.
  await expect(modal(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.type('qqzzx');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results found for "constructqqzzx"');
  await expect(screen).toContainText('Try searching for');
  // A section DocSearch took from the first results it showed, which depend on how far the
  // query had been typed when it took over from the light dialog.
  const suggestion = screen.locator('.DocSearch-Prefill').first();
  await expect(suggestion).toHaveText(/^For (Cats Effect 2|Cats Effect 3|Monix 3)$/);
  const section = (await suggestion.textContent())!;
  await expect(screen.getByText('Believe this query should return results?')).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
    'href',
    /github\.com\/kevin-lee\/effectie\/issues\/new\?title=.*constructqqzzx/,
  );
  await suggestion.click();
  await expect(input(page)).toHaveValue(`${section.toLowerCase()} `);
  await expect(hits(page).first()).toBeVisible();
});

test('a misspelled query that finds nothing offers the nearest term, read out and reachable with the keyboard, and choosing it searches', async ({
  page,
}) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('cacthNonFtal');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results found for "cacthNonFtal"');
  await expect(screen.locator('.search-suggestion')).toHaveText('Did you mean catchNonFatal?');
  // Said to screen readers through the dialog's status region once typing pauses.
  await expect(dialog(page).getByRole('status')).toHaveText(
    'No results found for "cacthNonFtal". Did you mean catchNonFatal?',
  );

  const suggestion = screen.getByRole('button', { name: 'catchNonFatal' });
  await tabTo(page, suggestion, 10);
  await expect(suggestion).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(input(page)).toHaveValue('catchNonFatal');
  await expect(input(page)).toBeFocused();
  await expect(selectedHit(page)).toContainText('catchNonFatal');
  await expect(dialog(page).getByRole('status')).toHaveText('');
});

test('search loads on intent only: nothing at idle, everything on a sign of a search, for every visitor', async ({
  page,
  browser,
}) => {
  const idle = searchDownloads(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(idle, 'a reader who does not search downloads none of it').toEqual([]);
  const modalCode = page.waitForRequest((request) =>
    /\/assets\/SearchModal-[^/]*\.js$/.test(new URL(request.url()).pathname),
  );
  await page.locator('.navbar .search-button').focus();
  await modalCode;

  // A visitor who saves data gets search on a sign of it as well.
  for (const intent of ['pointer on the search button', 'Ctrl pressed'] as const) {
    const context = await browser.newContext();
    const saving = await context.newPage();
    await emulateSaveData(saving);
    const downloads = searchDownloads(saving);
    await saving.goto('/docs/');
    await waitForHydration(saving);
    await saving.waitForLoadState('load');
    expect(downloads, intent).toEqual([]);
    const modalCode = saving.waitForRequest((request) =>
      /\/assets\/SearchModal-[^/]*\.js$/.test(new URL(request.url()).pathname),
    );
    const engineCode = saving.waitForRequest((request) =>
      /\/assets\/search-worker-[^/]*\.js$/.test(new URL(request.url()).pathname),
    );
    const index = saving.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/page-data/current/_search.json'),
    );
    if (intent === 'Ctrl pressed') await saving.keyboard.press('Control');
    else await saving.locator('.navbar .search-button').hover();
    await Promise.all([modalCode, engineCode, index]);
    await expect(modal(saving), 'getting ready does not open the modal').toHaveCount(0);
    await context.close();
  }
});

test('a search that stalls keeps the focus: keys typed while the index is still downloading reach the input', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/page-data/current/_search.json');
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('fx');
  // DocSearch shows its loading indicator in place of the magnifier once a search takes 300 ms.
  await expect(page.locator('.DocSearch-Container--Stalled .DocSearch-LoadingIndicator')).toBeVisible();
  await expect(input(page)).toBeFocused();
  await page.keyboard.type(' construct');
  release();
  await expect(input(page)).toHaveValue('fx construct');
  await expect(input(page)).toBeFocused();
  await expect(hits(page).first()).toBeVisible();
});

test('where no worker can run, the page builds the engine itself and searches as well', async ({ page }) => {
  await page.addInitScript(() => {
    // As a browser without module workers, or a policy that forbids them, has it.
    Object.defineProperty(window, 'Worker', { value: undefined });
  });
  const downloads = searchDownloads(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('pick module');
  await expect(selectedHit(page).locator('mark')).toHaveText(['Pick', 'module']);
  expect(
    downloads.some((path) => /\/search-worker-/.test(path)),
    'no worker script is requested',
  ).toBe(false);
  expect(
    downloads.some((path) => /\/local-engine-/.test(path)),
    'the engine loads in the page',
  ).toBe(true);
});

test('a failed index download shows "Unable to fetch results", and the next keystroke tries again', async ({
  page,
}) => {
  let fail = true;
  await page.route('**/page-data/current/_search.json', (route) => (fail ? route.abort('failed') : route.continue()));
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

test('the dialog shows at once with its input focused while its code loads, and keeps every key typed', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/assets/SearchModal-*.js');
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAttribute('aria-busy', 'true');
  await expect(dialog(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.type('pick mo');
  await expect(dialog(page).getByRole('combobox')).toHaveValue('pick mo');
  release();
  await page.keyboard.type('dule');
  await expect(input(page)).toHaveValue('pick module');
  await expect(input(page)).toBeFocused();
  await expect(dialog(page)).toHaveAttribute('aria-busy', 'false');
  await expect(selectedHit(page)).toContainText('Pick a module');
});

test('the light dialog lists the first hits from the worker while DocSearch loads, and DocSearch takes over with the query, the caret and the selected hit', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/assets/SearchModal-*.js');
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const light = page.locator('.search-shell');
  const field = light.getByRole('combobox');
  await expect(field).toBeFocused();
  await page.keyboard.type('pick modul');
  const options = light.getByRole('option');
  await expect(options.first()).toContainText('Pick a module');
  // The worker may answer from the headings first and then from every section: wait for a second hit.
  await expect(options.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  const chosen = await options.nth(1).getAttribute('href');
  // The caret moved back before "modul": the next key lands there, before and after the take-over.
  for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowLeft');
  await expect(field).toHaveJSProperty('selectionStart', 5);
  release();
  await expect(dialog(page)).toHaveAttribute('aria-busy', 'false');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('pick modul');
  await expect(input(page)).toHaveJSProperty('selectionStart', 5);
  await expect(light).toHaveCount(0);
  // The light dialog answers from the headings while the worker indexes the paragraphs; DocSearch
  // from every section. A heading chosen there that DocSearch's first screen does not list cannot
  // stay selected, and DocSearch's first hit is.
  await expect(selectedHit(page)).toBeVisible();
  const listed = await page
    .locator('.DocSearch-Dropdown')
    .getByRole('option')
    .evaluateAll((hits) => hits.map((hit) => hit.getAttribute('href')));
  await expect(selectedHit(page)).toHaveAttribute('href', listed.includes(chosen) ? chosen! : listed[0]!);
});

test('search knows where the reader is: on a phone on the Cats Effect 3 CanHandleError page, "retry" lists Cats Effect 3 first, with no key hints', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto('/docs/cats-effect3/fx/error-handling/can-handle-error');
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', { name: 'Search docs' }).tap();
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('retry');
  await expect(dialog(page)).toHaveAttribute('aria-busy', 'false');
  await expect(selectedHit(page)).toBeVisible();
  const groups = await page.locator('.DocSearch-Hit-source').allTextContents();
  expect(groups[0]).toBe('For Cats Effect 3');
  expect(groups, 'the other flavours follow').toEqual(expect.arrayContaining(['For Cats Effect 2', 'For Monix 3']));
  // A touch screen has no keyboard to speak of: the key hints are not shown, nor read out.
  const ask = dialog(page).getByRole('button', { name: /^Ask a question/ });
  await expect(ask).toBeVisible();
  await expect(ask.locator('kbd')).toBeHidden();
  await expect(ask).toHaveAccessibleName('Ask a question');
  await expect(page.locator('.DocSearch-Commands')).toBeHidden();
  await phone.close();

  // With a mouse and a keyboard, the same dialog shows them.
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await desktop.goto('/docs/cats-effect2/fx/error-handling/can-handle-error');
  await waitForHydration(desktop);
  await desktop.keyboard.press('Control+k');
  await desktop.keyboard.type('retry');
  await expect(dialog(desktop)).toHaveAttribute('aria-busy', 'false');
  await expect(desktop.locator('.DocSearch-Hit-source').first()).toHaveText('For Cats Effect 2');
  await expect(dialog(desktop).getByRole('button', { name: 'Ask a question Ctrl I' }).locator('kbd')).toBeVisible();
  await desktop.close();
});
