import { expect, test, type Page } from '@playwright/test';
import { collectConsole, waitForHydration } from './support/browser';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const crashHeading = (page: Page) => page.getByRole('heading', { name: 'This page crashed.' });
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('stored preferences that cannot be read or make no sense', () => {
  /** The site works: the page, the colour toggle, the announcement's close button and the navbar's Docs link. */
  async function expectWorkingSite(page: Page, messages: { type: string; text: string }[]) {
    await page.goto('/docs/cats-effect2/import');
    await expect(h1(page)).toHaveText('What to Import');
    await waitForHydration(page);
    await expect(crashHeading(page)).toHaveCount(0);
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
    const toggle = navbar(page).getByRole('button', { name: /^Switch between dark and light mode/ });
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await toggle.click();
    const after = await page.evaluate(() => document.documentElement.dataset.theme);
    expect(after).not.toBe(before);
    expect(['light', 'dark']).toContain(after);
    await expect(toggle).toHaveAccessibleName(`Switch between dark and light mode (currently ${after} mode)`);
    const bar = page.getByRole('banner').filter({ hasText: 'Effectie 2.2.0 is out' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close the announcement' }).click();
    await expect(bar).toHaveCount(0);
    await page.locator('nav[aria-label="Breadcrumbs"]').getByRole('link', { name: 'For Cats Effect 2' }).click();
    await expect(h1(page)).toHaveText('For Cats Effect 2');
    await navbar(page).getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page).toHaveURL('/docs/');
    await expect(h1(page)).toHaveText('Getting Started');
    await expect(crashHeading(page)).toHaveCount(0);
    expect(messages.filter((entry) => entry.type === 'pageerror')).toEqual([]);
  }

  test('localStorage whose methods throw (private mode, full quota)', async ({ page }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    const messages = collectConsole(page);
    await expectWorkingSite(page, messages);
  });

  test('localStorage that cannot even be reached (storage blocked)', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const messages = collectConsole(page);
    await expectWorkingSite(page, messages);
  });

  test('localStorage holding values this site never wrote', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('theme', 'purple');
      localStorage.setItem('docs-preferred-version-default', 'nope');
      localStorage.setItem('announcement-dismissed', 'maybe');
      localStorage.setItem('announcement-id', '{"x"');
    });
    const messages = collectConsole(page);
    await expectWorkingSite(page, messages);
    // The version shown is the current one, not "nope".
    await expect(navbar(page).getByRole('button', { name: 'v2.2.0', exact: true })).toBeVisible();
  });
});
