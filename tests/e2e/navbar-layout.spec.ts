import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/browser';

const WIDTHS = [320, 360, 390, 768, 1280];
const PAGES = ['/', '/docs/cats-effect2/fx/error-handling/can-catch', '/docs/v1/'];

/** The navbar's visible controls: each with its box, and how many lines its text takes. */
const navbarControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.navbar-inner a, .navbar-inner button')]
      .filter(
        (element) =>
          element.getClientRects().length > 0 &&
          !element.closest('.dropdown-menu') &&
          getComputedStyle(element).visibility !== 'hidden',
      )
      .map((element) => {
        const box = element.getBoundingClientRect();
        const lines = new Set<number>();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent!.trim() === '') continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top));
        }
        return {
          name: element.getAttribute('aria-label') ?? element.textContent!.trim(),
          box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
          lines: lines.size,
        };
      }),
  );

type Box = { left: number; right: number; top: number; bottom: number };
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

for (const width of WIDTHS) {
  test(`at ${width} px no two navbar items overlap and no navbar label wraps`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      const controls = await navbarControls(page);
      expect(controls.length, `${path}: the navbar has controls`).toBeGreaterThan(2);
      const overlaps = controls.flatMap((a, i) =>
        controls
          .slice(i + 1)
          .filter((b) => overlap(a.box, b.box))
          .map((b) => `${a.name} / ${b.name}`),
      );
      expect(overlaps, `${path} at ${width} px: overlapping`).toEqual([]);
      expect(
        controls.filter(({ lines }) => lines > 1).map(({ name }) => name),
        `${path} at ${width} px: wrapped`,
      ).toEqual([]);
      for (const { box, name } of controls)
        expect(box.right, `${path} at ${width} px: ${name} inside the viewport`).toBeLessThanOrEqual(width + 0.5);
    }
  });
}

test('on a phone the search button is the magnifier alone, named, without a key hint', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/docs/');
  await waitForHydration(page);
  const button = page.locator('.navbar').getByRole('button', { name: 'Search docs' });
  await expect(button).toBeVisible();
  // The placeholder is out of sight, yet names the button; the key hint is neither seen nor read.
  expect((await button.locator('.search-button-placeholder').boundingBox())!.width).toBeLessThanOrEqual(1);
  await expect(button).toHaveAccessibleName('Search docs');
  await expect(button.locator('.search-button-keys')).toBeHidden();
  const box = (await button.boundingBox())!;
  expect(box.width, 'about as wide as it is high').toBeLessThan(box.height * 1.5);
  await context.close();
});

test('with a mouse on a wide screen the button shows its placeholder and the key hint', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/docs/');
  await waitForHydration(page);
  const button = page.locator('.navbar').getByRole('button', { name: 'Search docs' });
  await expect(button.locator('.search-button-placeholder')).toHaveText('Search docs');
  await expect(button.locator('.search-button-keys')).toBeVisible();
  // Its name is what it shows (WCAG 2.5.3): a reader who says "Search docs" finds it.
  await expect(button).toHaveAccessibleName('Search docs Ctrl K');
});
