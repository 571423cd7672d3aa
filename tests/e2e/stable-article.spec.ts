import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/browser';

/**
 * From the first script until the reader navigates, the nodes of a prerendered article stay the
 * same nodes: hydration, prefetching and the enhancement module only add behaviour to them.
 */

// A page with a build-tool tab group, and the longest page of the site.
const PAGES = [
  { name: 'getting started', path: '/docs/', tabs: true },
  { name: 'a long reference page', path: '/docs/cats-effect3/fx/error-handling/can-catch', tabs: false },
] as const;

type ArticleWatch = { removed: number; replacements: number };

/** Counts, from before any script runs, the elements removed from inside the article. */
async function watchArticle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state: ArticleWatch = { removed: 0, replacements: 0 };
    (window as Window & { __article?: ArticleWatch }).__article = state;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        const removed = [...record.removedNodes].filter((node): node is Element => node.nodeType === Node.ELEMENT_NODE);
        // The body goes either with its whole page (another doc's component) or as its children.
        state.replacements += removed.filter(
          (node) => node.matches('.markdown') || node.querySelector('.markdown') !== null,
        ).length;
        if (typeof target.closest !== 'function' || target.closest('.doc-article') === null) continue;
        state.removed += removed.length;
        if (removed.length > 0 && target.classList.contains('markdown')) state.replacements += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const articleWatch = (page: Page) => page.evaluate(() => (window as Window & { __article?: ArticleWatch }).__article!);

/** Load, hydration, the enhancement module and every idle prefetch of the links in view. */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

for (const { name, path, tabs } of PAGES) {
  for (const colorMode of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 1280, height: 800, label: 'desktop' },
      { width: 390, height: 844, label: 'mobile' },
    ] as const) {
      test(`${name} keeps its article nodes after load (${colorMode}, ${viewport.label})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript((mode) => {
          localStorage.setItem('theme', mode);
          localStorage.setItem('effectie.tabs.build-tool', 'mill');
        }, colorMode);
        await watchArticle(page);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
        if (tabs)
          await expect(page.locator('.markdown .tabs [role="tab"][data-tab-value="mill"]').first()).toHaveAttribute(
            'aria-selected',
            'true',
          );
        // Keep hold of nodes the enhancement wired up, to see that they are the same nodes later.
        await page.evaluate(() => {
          const held = window as Window & { __held?: Element[] };
          held.__held = [
            ...document.querySelectorAll('.markdown .copy-button, .markdown .tabs [aria-selected="true"]'),
          ];
        });
        await settle(page);

        expect(await articleWatch(page)).toEqual({ removed: 0, replacements: 0 });
        const held = await page.evaluate(() => {
          const elements = (window as Window & { __held?: Element[] }).__held!;
          return { count: elements.length, connected: elements.every((element) => element.isConnected) };
        });
        expect(held.count).toBeGreaterThan(0);
        expect(held.connected).toBe(true);
        const copy = page.locator('.markdown .copy-button').first();
        await copy.scrollIntoViewIfNeeded();
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await copy.click();
        await expect(copy).toHaveText('Copied');
        if (tabs)
          await expect(page.locator('.markdown .tabs [role="tab"][data-tab-value="mill"]').first()).toHaveAttribute(
            'aria-selected',
            'true',
          );
      });
    }
  }
}

test('a client navigation replaces the article once, with the same text a fresh load shows', async ({ page }) => {
  await watchArticle(page);
  await page.goto('/docs/cats-effect3/fx/construct');
  await settle(page);
  expect(await articleWatch(page)).toEqual({ removed: 0, replacements: 0 });
  await page.locator('aside[aria-label="Docs sidebar"] a[href$="/fx/fx-cheat-sheet"]').click();
  await expect(page).toHaveURL(/fx-cheat-sheet$/);
  await settle(page);
  expect((await articleWatch(page)).replacements).toBe(1);
  const navigated = await page.locator('.markdown').innerText();

  await page.goto('/docs/cats-effect3/fx/fx-cheat-sheet');
  await waitForHydration(page);
  expect(await page.locator('.markdown').innerText()).toBe(navigated);
});

test.describe('painted before the whole page has arrived', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1350, height: 940 } });

  // A long page can be painted while the end of its HTML, where the table of contents is, is
  // still on its way; the text must not rewrap when the table arrives.
  test('the article has its final width before the table of contents is parsed', async ({ page }) => {
    const path = '/docs/cats-effect2/fx/error-handling/can-catch';
    await page.goto(path);
    await expect(page.locator('.doc-toc .toc-link').first()).toBeVisible();
    const whole = await page.locator('.doc-article').boundingBox();

    await page.route(`**${path}`, async (route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({
        contentType: 'text/html',
        body: html.slice(0, html.indexOf('</article>') + '</article>'.length),
      });
    });
    await page.goto(path);
    await expect(page.locator('.doc-toc')).toHaveCount(0);
    expect(await page.locator('.doc-article').boundingBox()).toEqual(whole);
  });
});
