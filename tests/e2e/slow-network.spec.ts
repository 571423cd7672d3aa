import { expect, test, type Page } from '@playwright/test';
import { collectConsole, emulateSaveData, waitForHydration } from './support/browser';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('a slow network', () => {
  async function throttle(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
  }

  test('client navigation shows the progress bar, then the page', async ({ page }) => {
    await emulateSaveData(page); // Nothing prefetched: the click downloads the next page.
    // The bar may show for only a few hundred milliseconds: the page notes it, and the heading under it, when it appears.
    await page.addInitScript(() => {
      const seen: { heading: string | undefined }[] = [];
      (window as Window & { __bars?: typeof seen }).__bars = seen;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]') && seen.length === 0)
          seen.push({ heading: document.querySelector('h1')?.textContent ?? undefined });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/docs/');
    await waitForHydration(page);
    await throttle(page);
    await page
      .getByRole('navigation', { name: 'Docs pages' })
      .getByRole('link', { name: /For Cats Effect 2/ })
      .click();
    await expect(h1(page)).toHaveText('For Cats Effect 2', { timeout: 15_000 });
    await expect(page).toHaveURL('/docs/cats-effect2/');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // The bar showed while the previous page was still there.
    expect(await page.evaluate(() => (window as Window & { __bars?: unknown[] }).__bars)).toEqual([
      { heading: 'Getting Started' },
    ]);
  });

  test('a cold load shows the prerendered page, and it comes alive', async ({ page }) => {
    test.setTimeout(60_000);
    await throttle(page);
    const messages = collectConsole(page);
    await page.goto('/docs/cats-effect3/fx/construct', { waitUntil: 'commit', timeout: 20_000 });
    await expect(h1(page)).toHaveText('Construct - F[A]', { timeout: 20_000 });
    await expect(page.locator('main .markdown')).toContainText(
      'what you have is a call into a Java client that may throw',
    );
    await expect(navbar(page).getByRole('button', { name: /^Switch between dark and light mode/ })).toBeEnabled({
      timeout: 30_000,
    });
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
    await expect(page.locator('svg.spinner')).toHaveCount(0);
    expect(messages.filter((entry) => entry.type === 'pageerror')).toEqual([]);
  });
});
