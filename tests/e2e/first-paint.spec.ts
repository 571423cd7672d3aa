import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/browser';
import { distDir as DIST } from './support/site';

/**
 * What the first paint of a page waits for, from the built files and in the browser. The byte
 * budgets of a site's pages are the site's own (effectie's are in tests/site/budgets.spec.ts).
 */
const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

test("the first paint waits for no script but the small entry; the app's chunks come after it, the page hydrates, and its inlined stylesheet is never fetched", async ({
  page,
}) => {
  for (const path of ['/', '/docs/cats-effect3/fx/construct']) {
    const html = readFileSync(join(DIST, path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
    const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)![1]!;
    const inlined = /<link rel="stylesheet" href="([^"]+)" disabled/.exec(html)![1]!;
    expect(gzipSize(entry.slice(1)), `${path}: the entry`).toBeLessThan(4 * 1024);
    await page.goto(path);
    await waitForHydration(page);
    const { early, late } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((timing) => new URL(timing.name).pathname.endsWith('.js'));
      return {
        early: scripts.filter((timing) => timing.startTime < paint).map((timing) => new URL(timing.name).pathname),
        late: scripts.filter((timing) => timing.startTime >= paint).length,
      };
    });
    expect(
      early.filter((script) => script !== entry),
      `${path}: scripts fetched before the first paint`,
    ).toEqual([]);
    expect(late, `${path}: the app's and the page's chunks`).toBeGreaterThanOrEqual(3);
    // The chunks that share the entry list its stylesheet; the page has it inline already. Nor
    // do the chunks loaded later fetch it: search's, and those of a page reached in the app.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveAttribute('aria-busy', 'false');
    await page.keyboard.press('Escape');
    const before = await page.locator('h1').first().textContent();
    await page.locator('main a[href^="/docs/"]').first().click();
    await expect(page.locator('h1').first()).not.toHaveText(before!);
    await page.waitForLoadState('networkidle');
    const fetched = () =>
      page.evaluate(
        (href) => performance.getEntriesByType('resource').some((timing) => new URL(timing.name).pathname === href),
        inlined,
      );
    expect(await fetched(), `${path}: ${inlined} fetched`).toBe(false);
  }
});
