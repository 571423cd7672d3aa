import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/browser';
import { READER } from './support/reader';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const openButton = (page: Page) => page.getByRole('button', { name: 'Open the menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

test('the navbar collapses into a menu button; the menu lists the navbar items', READER, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const navbar = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(openButton(page)).toBeVisible();
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
  // The desktop items are not on the bar.
  await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toBeHidden();
  await expect(navbar.getByRole('button', { name: 'v2.2.0', exact: true })).toBeHidden();
  await expect(menu(page)).toHaveCount(0);

  await openButton(page).click();
  const dialog = menu(page);
  await expect(dialog).toBeVisible();
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('button', { name: 'Close the menu' })).toBeFocused();
  // Not a doc page: no secondary menu, the primary items show at once.
  await expect(dialog.getByRole('button', { name: '← Back to main menu' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/');
  await expect(dialog.getByRole('link', { name: /GitHub/ })).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('button', { name: /^Switch between dark and light mode/ })).toBeVisible();

  // The version dropdown holds no active page here, so it starts collapsed.
  const versions = dialog.getByRole('button', { name: 'Version: v2.2.0' });
  await expect(versions).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByRole('link', { name: 'v1', exact: true })).toBeHidden();
  await versions.click();
  await expect(versions).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('link', { name: 'v2.2.0', exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'v1', exact: true })).toHaveAttribute('href', '/docs/v1/');
  await expect(dialog.getByRole('link', { name: 'All versions' })).toHaveAttribute('href', '/versions');

  // The colour-mode toggle of the menu works.
  await dialog.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');

  // The close button closes it too.
  await openButton(page).click();
  await menu(page).getByRole('button', { name: 'Close the menu' }).click();
  await expect(menu(page)).toHaveCount(0);

  // Choosing an item navigates and closes the menu.
  await openButton(page).click();
  await menu(page).getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL('/docs/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
  await expect(menu(page)).toHaveCount(0);
});

test('the open menu is a full-height panel over a backdrop that covers the page and closes it', async ({ page }) => {
  await page.goto('/docs/cats-effect2/import');
  await waitForHydration(page);
  await openButton(page).click();
  const viewport = page.viewportSize()!;
  const box = (await menu(page).boundingBox())!;
  expect(box.y).toBeLessThanOrEqual(0);
  expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
  // Its entries are where the visitor can see and tap them, not scrolled away inside a 60 px strip.
  const active = menu(page).locator('a[aria-current="page"]');
  const activeBox = (await active.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.textContent,
    [activeBox.x + activeBox.width / 2, activeBox.y + activeBox.height / 2],
  );
  expect(hit).toBe('What to Import');
  // The backdrop covers the rest of the page: tapping beside the menu closes it.
  await page.mouse.click(viewport.width - 10, viewport.height - 100);
  await expect(menu(page)).toHaveCount(0);
});

test('on a doc page the menu opens on the doc sidebar, with a way back to the main menu', async ({ page }) => {
  await page.goto('/docs/cats-effect2/fx/construct');
  await waitForHydration(page);
  // The desktop sidebar is not shown beside the content.
  await expect(page.locator('aside[aria-label="Docs sidebar"]')).toBeHidden();
  await openButton(page).click();
  const dialog = menu(page);
  await expect(dialog).toBeVisible();
  const back = dialog.getByRole('button', { name: '← Back to main menu' });
  await expect(back).toBeVisible();
  const active = dialog.locator('a[aria-current="page"]');
  await expect(active).toHaveText('Construct');
  await expect(active).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'For Cats Effect 3', exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Docs', exact: true })).toHaveCount(0);

  await back.click();
  await expect(back).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('aria-current', 'page');
  // The version dropdown holds the page being read, so it starts expanded.
  await expect(dialog.getByRole('button', { name: 'Version: v2.2.0' })).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('link', { name: 'v2.2.0', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByRole('link', { name: 'v1', exact: true })).toBeVisible();

  // Reopened, the menu starts on the sidebar again.
  await page.keyboard.press('Escape');
  await openButton(page).click();
  await expect(menu(page).getByRole('button', { name: '← Back to main menu' })).toBeVisible();

  // A sidebar link navigates and closes the menu.
  await menu(page).getByRole('link', { name: 'Cheat Sheet', exact: true }).click();
  await expect(page).toHaveURL('/docs/cats-effect2/fx/fx-cheat-sheet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fx Cheat Sheet');
  await expect(menu(page)).toHaveCount(0);
  await openButton(page).click();
  await expect(menu(page).locator('a[aria-current="page"]')).toHaveText('Cheat Sheet');
});

test('the menu of a v1 page names v1; switching versions from it works', async ({ page }) => {
  await page.goto('/docs/v1/docs/monix/fx');
  await waitForHydration(page);
  await openButton(page).click();
  await menu(page).getByRole('button', { name: '← Back to main menu' }).click();
  const versions = menu(page).getByRole('button', { name: 'Version: v1' });
  await expect(versions).toHaveAttribute('aria-expanded', 'true');
  await menu(page).getByRole('link', { name: 'v2.2.0', exact: true }).click();
  await expect(page).toHaveURL('/docs/');
  await expect(menu(page)).toHaveCount(0);
  await openButton(page).click();
  await menu(page).getByRole('button', { name: '← Back to main menu' }).click();
  await expect(menu(page).getByRole('button', { name: 'Version: v2.2.0' })).toBeVisible();
});

test('a mobile dropdown that holds the page being read starts expanded, also outside the docs', async ({ page }) => {
  await page.goto('/versions');
  await waitForHydration(page);
  await openButton(page).click();
  await expect(menu(page).locator('a[href="/versions"]')).toHaveAttribute('aria-current', 'page');
  await expect(menu(page).getByRole('button', { name: 'Version: v2.2.0' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('link', { name: 'All versions' })).toBeVisible();
});

test('growing the window to desktop width closes the menu', async ({ page }) => {
  await page.goto('/docs/cats-effect2/import');
  await waitForHydration(page);
  await openButton(page).click();
  await expect(menu(page)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 844 });
  await expect(menu(page)).toHaveCount(0);
  await expect(openButton(page)).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }),
  ).toBeVisible();
  await expect(page.locator('aside[aria-label="Docs sidebar"]')).toBeVisible();
  // Back to narrow: the menu stays closed until asked for.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(openButton(page)).toBeVisible();
  await expect(menu(page)).toHaveCount(0);
});

test('Escape pressed in the task that shows the menu, before any passive effect of it has run, closes it', async ({
  page,
}) => {
  await page.goto('/docs/cats-effect2/fx/construct');
  await waitForHydration(page);
  // Left on the main menu, the menu reopens on it, and a passive effect then turns it to the doc
  // sidebar: whether that has run shows in the dialog.
  await openButton(page).click();
  await menu(page).getByRole('button', { name: '← Back to main menu' }).click();
  await menu(page).getByRole('button', { name: 'Close the menu' }).click();
  await expect(menu(page)).toHaveCount(0);
  // A mutation observer runs right after the commit that adds the dialog, before the browser's
  // next task, in which React runs the passive effects: the key comes as early as a key can.
  await page.evaluate(() => {
    const pressed = new Promise<{ passiveEffectsRun: boolean }>((done) => {
      const observer = new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"][aria-label="Site menu"]');
        if (dialog === null) return;
        observer.disconnect();
        const passiveEffectsRun = dialog.textContent!.includes('Back to main menu');
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        done({ passiveEffectsRun });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    (window as Window & { __escapePressed?: typeof pressed }).__escapePressed = pressed;
  });
  await openButton(page).click();
  // The key came early enough to matter: with the menu's listener in a passive effect, it would be lost.
  expect(
    await page.evaluate(() => (window as Window & { __escapePressed?: Promise<unknown> }).__escapePressed),
  ).toEqual({ passiveEffectsRun: false });
  await expect(menu(page)).toHaveCount(0);
  await expect(openButton(page)).toBeFocused();
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
});
