import { expect, test, type Page } from '@playwright/test';
import {
  atPath,
  collectConsole,
  documentMarker,
  emulateSaveData,
  holdRequests,
  idle,
  interceptPath,
  recordRequests,
  setDocumentMarker,
  timersSettled,
  trackRequests,
  waitForHydration,
  watchTimers,
} from './support/browser';
import { PROGRESS_BAR_DELAY_MS } from '../../src/client/routing/progress-bar-delay';
import { PREPARE_AFTER_REST_MS } from '../../src/client/routing/rest-delay';
import { docBodyPath, docDataPath } from './support/site';
import { READER } from './support/reader';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const pagerLink = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name });
const sidebar = (page: Page) => page.locator('aside[aria-label="Docs sidebar"]');

/** Records, in the page, when a progress bar first appears and whether one is still shown. */
async function watchProgressBar(page: Page) {
  await page.addInitScript(() => {
    const state = { appearedAt: -1, shown: 0, clickedAt: -1 };
    (window as Window & { __progress?: typeof state }).__progress = state;
    document.addEventListener('click', () => (state.clickedAt = performance.now()), true);
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) {
        if (state.appearedAt < 0) state.appearedAt = performance.now();
        state.shown++;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () => (window as Window & { __progress?: { appearedAt: number; shown: number; clickedAt: number } }).__progress!,
    );
}

interface FirstFrame {
  heading: string | undefined;
  title: string;
}

/**
 * What the first frame after the next click shows: the level-1 heading of the page in view (not
 * of a page prepared out of sight), and the title. An animation frame callback runs before its
 * frame is styled and painted, so what it reads is what that frame paints.
 */
async function watchFirstFrameAfterClick(page: Page): Promise<() => Promise<FirstFrame | undefined>> {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () =>
        requestAnimationFrame(() => {
          const heading = [...document.querySelectorAll('h1')].find(
            (candidate) => candidate.closest('.route-page--prepared') === null,
          );
          (window as Window & { __firstFrame?: FirstFrame }).__firstFrame = {
            heading: heading?.textContent ?? undefined,
            title: document.title,
          };
        }),
      { capture: true, once: true },
    );
  });
  return () => page.evaluate(() => (window as Window & { __firstFrame?: FirstFrame }).__firstFrame);
}

test('internal links navigate without reloading the page', READER, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await setDocumentMarker(page, 'first load');
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url());
  });

  await page.getByRole('link', { name: 'Get Started', exact: true }).click();
  await expect(page).toHaveURL('/docs/');
  await expect(h1(page)).toHaveText('Getting Started');

  await sidebar(page).getByRole('link', { name: 'For Cats Effect 3' }).click();
  await expect(page).toHaveURL('/docs/cats-effect3/');
  await expect(h1(page)).toHaveText('For Cats Effect 3');
  // The category of the page opened in the sidebar.
  await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveText('For Cats Effect 3');
  await expect(sidebar(page).getByRole('link', { name: 'What to Import' })).toBeVisible();

  await pagerLink(page, /Next/).click();
  await expect(page).toHaveURL('/docs/cats-effect3/import');
  await expect(h1(page)).toHaveText('What to Import');

  await page.locator('nav[aria-label="Breadcrumbs"]').getByRole('link', { name: 'For Cats Effect 3' }).click();
  await expect(page).toHaveURL('/docs/cats-effect3/');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Effectie/ })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  await expect(h1(page)).toHaveText('Effectie');

  // Back and forward stay in the same document too.
  await page.goBack();
  await expect(h1(page)).toHaveText('For Cats Effect 3');
  await page.goBack();
  await expect(h1(page)).toHaveText('What to Import');
  await page.goForward();
  await expect(h1(page)).toHaveText('For Cats Effect 3');

  expect(await documentMarker(page)).toBe('first load');
  expect(documentRequests).toEqual([]);
});

test('the current page stays while the next one loads; a slow change shows the progress bar after 200 ms', async ({
  page,
}) => {
  await emulateSaveData(page); // No prefetching: the page's data file is requested by the click.
  const progress = await watchProgressBar(page);
  const release = await holdRequests(page, atPath(docDataPath('cats-effect2/index')));
  await page.goto('/docs/');
  await waitForHydration(page);
  await pagerLink(page, /For Cats Effect 2/).click();

  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible();
  // Still on the old page while the next one loads.
  await expect(h1(page)).toHaveText('Getting Started');
  expect(new URL(page.url()).pathname).toBe('/docs/');
  release();

  await expect(h1(page)).toHaveText('For Cats Effect 2');
  await expect(page).toHaveURL('/docs/cats-effect2/');
  await expect(bar).toHaveCount(0);
  const { appearedAt, clickedAt } = await progress();
  expect(appearedAt - clickedAt).toBeGreaterThanOrEqual(190);
  expect(appearedAt - clickedAt).toBeLessThan(1000);
});

test('a fast route change never shows the progress bar', async ({ page }) => {
  const progress = await watchProgressBar(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  // Each click's pointer comes over its link first, which starts loading the link's page.
  await page.waitForLoadState('networkidle');
  await pagerLink(page, /For Cats Effect 2/).click();
  await expect(h1(page)).toHaveText('For Cats Effect 2');
  await pagerLink(page, /Previous/).click();
  await expect(h1(page)).toHaveText('Getting Started');
  await pagerLink(page, /Next/).click();
  await expect(h1(page)).toHaveText('For Cats Effect 2');
  // The bar would have shown by the time its delay has passed since the last click.
  await page.waitForFunction(
    (delay) =>
      performance.now() - (window as Window & { __progress?: { clickedAt: number } }).__progress!.clickedAt > delay,
    PROGRESS_BAR_DELAY_MS,
  );
  await idle(page);
  expect((await progress()).shown).toBe(0);
});

test('when the next page cannot be loaded, a warning is logged and the browser loads it in full', async ({ page }) => {
  await emulateSaveData(page);
  const messages = collectConsole(page);
  await interceptPath(page, docDataPath('cats-effect2/index'), (route) => route.abort('failed'), { times: 1 });
  await page.goto('/docs/');
  await waitForHydration(page);
  await setDocumentMarker(page, 'before');
  await pagerLink(page, /For Cats Effect 2/).click();
  await expect(page).toHaveURL('/docs/cats-effect2/');
  await expect(h1(page)).toHaveText('For Cats Effect 2');
  await waitForHydration(page);
  expect(await documentMarker(page)).toBeUndefined();
  const warnings = messages.filter(
    (entry) => entry.type === 'warning' && entry.text.startsWith('Failed to load the page at'),
  );
  expect(warnings).toHaveLength(1);
  expect(warnings[0]!.text).toContain('"/docs/cats-effect2/"');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a page whose data file is slow shows a spinner after 300 ms while it loads', async ({ page }) => {
  await emulateSaveData(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  const release = await holdRequests(page, atPath(docDataPath('cats-effect2/import')));
  // A change of address the app did not start itself (as other scripts or history entries do):
  // the page's data file is not loaded yet, so the page says it is loading, at first without a spinner.
  const early = await page.evaluate(async () => {
    const started = performance.now();
    history.pushState(null, '', '/docs/cats-effect2/import');
    const status = () => document.querySelector('main [role="status"]');
    while (status() === null) await new Promise((done) => requestAnimationFrame(done));
    return { spinner: document.querySelector('svg.spinner') !== null, early: performance.now() - started < 300 };
  });
  expect(early).toEqual({ spinner: false, early: true });
  await expect(page.locator('main [role="status"] svg.spinner')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Loading the page');
  release();
  await expect(h1(page)).toHaveText('What to Import');
  await expect(page.locator('svg.spinner')).toHaveCount(0);
});

test.describe('scroll position after navigation', () => {
  test.use({ viewport: { width: 1280, height: 400 } });

  test('a new page starts at the top; a hash shows its target', READER, async ({ page }) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    // Browser scroll restoration off: whatever scrolling happens is the app's.
    await page.evaluate(() => (history.scrollRestoration = 'manual'));
    const heading = page.getByRole('heading', { name: 'Pick a module' });
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Pick a module' }).click();
    await expect(page).toHaveURL('/docs/#pick-a-module');
    await expect(heading).toBeInViewport();

    // The pager is at the bottom: the next page must not open scrolled down there.
    await pagerLink(page, /For Cats Effect 2/).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pagerLink(page, /For Cats Effect 2/).click();
    await expect(h1(page)).toHaveText('For Cats Effect 2');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(h1(page)).toBeInViewport();

    // Going back to an address with a hash scrolls its target into view.
    await page.goBack();
    await expect(page).toHaveURL('/docs/#pick-a-module');
    await expect(h1(page)).toHaveText('Getting Started');
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Forward again, without a hash: the top.
    await page.goForward();
    await expect(h1(page)).toHaveText('For Cats Effect 2');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('prefetching', () => {
  test('a link in view loads nothing; hovering it loads its page before the click', async ({ page }) => {
    const requests = recordRequests(page, docDataPath('cats-effect2/index'));
    const bodyRequests = recordRequests(page, docBodyPath('cats-effect2/index'));
    await page.goto('/docs/');
    await waitForHydration(page);
    await expect(sidebar(page).getByRole('link', { name: 'For Cats Effect 2' })).toBeInViewport();
    // A link in view would have been prefetched by now: when the browser is idle after the load.
    await page.waitForLoadState('load');
    await idle(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(0);
    expect(bodyRequests).toHaveLength(0);
    const settled = trackRequests(page);
    await pagerLink(page, /For Cats Effect 2/).hover();
    await expect.poll(() => requests.length).toBe(1);
    await expect.poll(() => bodyRequests.length).toBe(1);
    await page.mouse.move(0, 0);
    // The page's data file and body have arrived, as they would while a reader moves to click.
    await settled();
    const firstFrame = await watchFirstFrameAfterClick(page);
    await pagerLink(page, /For Cats Effect 2/).click();
    await expect(h1(page)).toHaveText('For Cats Effect 2');
    // The click used the data the hover loaded, and the very next frame shows the page.
    expect(requests).toHaveLength(1);
    expect(bodyRequests).toHaveLength(1);
    await expect
      .poll(firstFrame)
      .toEqual({ heading: 'For Cats Effect 2', title: expect.stringMatching(/^For Cats Effect 2/) });
  });

  test('a touch starting on a link loads its page', async ({ page }) => {
    const requests = recordRequests(page, docDataPath('cats-effect2/index'));
    await page.goto('/docs/');
    await waitForHydration(page);
    await pagerLink(page, /For Cats Effect 2/).dispatchEvent('touchstart');
    await expect.poll(() => requests.length).toBe(1);
  });

  test('a click right after the hover, while what the hover started is still on its way, shows the page from that one request', async ({
    page,
  }) => {
    const requests = recordRequests(page, docDataPath('cats-effect2/index'));
    await page.goto('/docs/');
    await waitForHydration(page);
    await setDocumentMarker(page, 'before');
    const release = await holdRequests(page, atPath(docDataPath('cats-effect2/index')));
    await pagerLink(page, /For Cats Effect 2/).hover();
    await expect.poll(() => requests.length).toBe(1);
    // Held: the click certainly comes before the hover's load has arrived.
    await pagerLink(page, /For Cats Effect 2/).click();
    release();
    await expect(h1(page)).toHaveText('For Cats Effect 2');
    await expect(page).toHaveURL('/docs/cats-effect2/');
    // The click waited for the hover's request instead of starting another, or loading the page in full.
    expect(requests).toHaveLength(1);
    expect(await documentMarker(page)).toBe('before');
  });

  /** Hovers the link to "For Cats Effect 2" on a loaded /docs/ and returns once the hover's handlers and its rest timer have done their work. */
  async function hoverAndRest(page: Page) {
    await page.goto('/docs/');
    await waitForHydration(page);
    // Links in view would be prefetched when the browser is idle after the load.
    await page.waitForLoadState('load');
    await idle(page);
    await page.waitForLoadState('networkidle');
    const settled = trackRequests(page);
    await pagerLink(page, /For Cats Effect 2/).hover();
    await timersSettled(page);
    await settled();
  }

  test('nothing is prefetched when the visitor saves data, neither on hover nor after a rest on the link', async ({
    page,
  }) => {
    await emulateSaveData(page);
    await watchTimers(page);
    const requests = recordRequests(page, docDataPath('cats-effect2/index'));
    await hoverAndRest(page);
    expect(requests).toHaveLength(0);
    expect(await page.locator('.route-page--prepared').count()).toBe(0);
    // Following the link still works.
    await pagerLink(page, /For Cats Effect 2/).click();
    await expect(h1(page)).toHaveText('For Cats Effect 2');
    expect(requests).toHaveLength(1);
  });

  test('the wait after the hover covers the rest on the link however long it takes: without Save-Data it finds the page prepared', async ({
    page,
  }) => {
    // The rest timer made ten times longer: the check above would still have seen what it does.
    await watchTimers(page, { [PREPARE_AFTER_REST_MS]: PREPARE_AFTER_REST_MS * 10 });
    const requests = recordRequests(page, docDataPath('cats-effect2/index'));
    await hoverAndRest(page);
    expect(requests).toHaveLength(1);
    // Read at once, not waited for: it is there by the time hoverAndRest returns.
    expect(await page.locator('.route-page--prepared h1').allTextContents()).toEqual(['For Cats Effect 2']);
  });
});

test.describe('a page whose link the pointer rests on', () => {
  test('is rendered out of sight and out of reach before the click, which then shows those very elements', async ({
    page,
  }) => {
    await page.goto('/docs/cats-effect2/fx/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const title = await page.title();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const prepared = page.locator('.route-page--prepared');

    await pagerLink(page, /Construct/).hover();
    await expect(prepared.locator('h1')).toHaveText('Construct - F[A]');
    // Nothing the reader sees changes: the page, its length, its title; and nothing in the
    // prepared page takes focus.
    await expect(h1(page)).toHaveText('Fx');
    expect(await page.title()).toBe(title);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    expect(await prepared.evaluate((box) => box.getBoundingClientRect().height)).toBe(0);
    const focusable = await prepared.evaluate((box) => {
      const link = box.querySelector('a')!;
      link.focus();
      return document.activeElement === link;
    });
    expect(focusable).toBe(false);

    await prepared.locator('h1').evaluate((heading) => (heading.dataset.prepared = 'yes'));
    const firstFrame = await watchFirstFrameAfterClick(page);
    await pagerLink(page, /Construct/).click();
    await expect
      .poll(firstFrame)
      .toEqual({ heading: 'Construct - F[A]', title: expect.stringMatching(/^Construct - F\[A\]/) });
    await expect(page).toHaveURL('/docs/cats-effect2/fx/construct');
    await expect(h1(page)).toHaveText('Construct - F[A]');
    await expect(h1(page)).toHaveAttribute('data-prepared', 'yes');
    await expect(page).toHaveTitle(/^Construct - F\[A\]/);
    await expect(prepared).toHaveCount(0);
    // Inert no longer: its links take focus.
    await pagerLink(page, /Fx/).focus();
    await expect(pagerLink(page, /Fx/)).toBeFocused();
  });

  test('is dropped when the pointer moves on', async ({ page }) => {
    await page.goto('/docs/cats-effect2/fx/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const prepared = page.locator('.route-page--prepared');
    await pagerLink(page, /Construct/).hover();
    await expect(prepared).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(prepared).toHaveCount(0);
    await expect(h1(page)).toHaveText('Fx');
  });
});
