import { expect, test, type Locator, type Page } from '@playwright/test';
import { atPath, emulateSaveData, holdRequests, tabTo, waitForHydration } from './support/browser';
import { docDataPath } from './support/site';

/**
 * Keyboard-only use: every control of the chrome is reached with Tab, works with Enter or
 * Space, shows where focus is, and Escape closes what it opened. Nothing here clicks.
 */

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** What a screen reader would call the focused element, and how its focus is drawn. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { name: '(body)', tag: 'BODY', outlineStyle: 'none', outlineWidth: '0px' };
    const name = (element.getAttribute('aria-label') ?? element.innerText ?? '').replace(/\s+/g, ' ').trim();
    const style = getComputedStyle(element);
    return { name, tag: element.tagName, outlineStyle: style.outlineStyle, outlineWidth: style.outlineWidth };
  });

/** Every running animation of the element is effectively off: at most 0.01 s long, or played once. */
const animationOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const seconds = style.animationDuration
      .split(',')
      .map((value) => (value.trim().endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value)));
    return {
      name: style.animationName,
      seconds,
      iterations: style.animationIterationCount.split(',').map((value) => value.trim()),
    };
  });
const isCalm = ({ seconds, iterations }: { seconds: number[]; iterations: string[] }) =>
  seconds.every((value) => value <= 0.01) || iterations.every((value) => value === '1');

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the skip link is the first Tab stop on every kind of page and Enter moves focus to the main content', async ({
    page,
  }) => {
    // The doc page case is in chrome.spec.ts; here the other layouts.
    for (const path of ['/', '/versions', '/search', '/no-such-page']) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForHydration(page);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        expect((await focused(page)).outlineStyle, 'the focused skip link shows an outline').not.toBe('none');
        await page.keyboard.press('Enter');
        await expect(page.locator('main#main-content')).toBeFocused();
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => document.activeElement?.closest('main')?.id),
          `next stop after skipping on ${path}`,
        ).toBe('main-content');
      });
    }
  });

  test('Tab walks the announcement and the navbar in reading order, every stop with a visible focus outline', async ({
    page,
  }) => {
    await page.goto('/versions');
    await waitForHydration(page);
    const stops: { name: string; tag: string; outlineStyle: string; outlineWidth: string }[] = [];
    for (let index = 0; index < 9; index++) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops.map((stop) => stop.name)).toEqual([
      'Skip to main content',
      'Get started',
      'Close the announcement',
      'Effectie',
      'Docs',
      'v2.2.0',
      'GitHub repository (opens in a new tab)',
      'Switch between dark and light mode (currently light mode)',
      expect.stringMatching(/^Search docs/),
    ]);
    // Links, buttons and the skip link alike show where focus is.
    for (const stop of stops) {
      expect(stop.outlineStyle, `focus outline of ${stop.tag} "${stop.name}"`).not.toBe('none');
      expect(parseFloat(stop.outlineWidth), `focus outline width of "${stop.name}"`).toBeGreaterThan(0);
    }
    expect(new Set(stops.map((stop) => stop.tag))).toEqual(new Set(['A', 'BUTTON']));

    // Enter follows the focused navbar link.
    await page.keyboard.press('Shift+Tab'); // colour toggle
    await page.keyboard.press('Shift+Tab'); // GitHub
    await page.keyboard.press('Shift+Tab'); // version dropdown
    await page.keyboard.press('Shift+Tab'); // Docs
    await expect(navbar(page).getByRole('link', { name: 'Docs', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/docs/');
    await expect(h1(page)).toHaveText('Getting Started');
  });

  test('the version dropdown opens with Enter or Space, its entries take Tab, and Escape closes it back onto its toggle', async ({
    page,
  }) => {
    await page.goto('/docs/cats-effect2/import');
    await waitForHydration(page);
    const toggle = navbar(page).getByRole('button', { name: 'v2.2.0', exact: true });
    const entry = (name: string) => navbar(page).getByRole('link', { name, exact: true });
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(entry('v1')).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['v2.2.0', 'v1', 'All versions']) {
      await page.keyboard.press('Tab');
      await expect(entry(name), `Tab reaches the "${name}" entry`).toBeFocused();
      await expect(entry(name)).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(entry('v1')).toBeHidden();

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(entry('v1')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Tabbing past the last entry leaves the menu closed behind.
    await page.keyboard.press('Enter');
    for (let index = 0; index < 4; index++) await page.keyboard.press('Tab');
    await expect(navbar(page).getByRole('link', { name: /GitHub/ })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(entry('v1')).toBeHidden();

    // Enter on an entry follows it.
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(entry('v1')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/docs/v1/');
    await expect(navbar(page).getByRole('button', { name: 'v1', exact: true })).toBeVisible();
  });

  test('the colour toggle switches the theme with Enter and Space', async ({ page }) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const toggle = navbar(page).getByRole('button', { name: /^Switch between dark and light mode/ });
    await tabTo(page, toggle);
    expect(await theme(page)).toBe('light');
    await page.keyboard.press('Enter');
    expect(await theme(page)).toBe('dark');
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    expect(await theme(page)).toBe('light');
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
  });

  test('the announcement closes with Enter, and Tab carries on into the navbar', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({ hasText: 'Effectie 2.2.0 is out' });
    const close = bar.getByRole('button', { name: 'Close the announcement' });
    expect(await tabTo(page, close)).toBe(3);
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('announcement-dismissed'))).toBe('true');
    // Focus moves to the start of the navbar rather than falling back to the top of the page.
    expect((await focused(page)).name).toBe('Effectie');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Docs');
  });

  test('sidebar categories collapse and expand with Enter', async ({ page }) => {
    await page.goto('/docs/cats-effect2/import');
    await waitForHydration(page);
    const sidebar = page.locator('aside[aria-label="Docs sidebar"]');
    const caret = sidebar.getByRole('button', { name: 'Collapse the category For Cats Effect 2' });
    await tabTo(page, caret);
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'What to Import' })).toBeVisible();
    expect((await focused(page)).outlineStyle).not.toBe('none');

    await page.keyboard.press('Enter');
    const expand = sidebar.getByRole('button', { name: 'Expand the category For Cats Effect 2' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(expand).toBeFocused();
    await expect(sidebar.getByRole('link', { name: 'What to Import' })).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(caret).toBeFocused();
    await expect(sidebar.getByRole('link', { name: 'What to Import' })).toBeVisible();

    // A collapsed nested category opens the same way, and its pages are then the next Tab stops.
    const fx = sidebar.getByRole('button', { name: 'Expand the category Fx' }).first();
    await tabTo(page, fx);
    await page.keyboard.press('Enter');
    await expect(sidebar.getByRole('button', { name: 'Collapse the category Fx' }).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Construct');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/docs/cats-effect2/fx/construct');
    await expect(h1(page)).toHaveText('Construct - F[A]');
  });

  test('the sidebar collapses with Enter, stays collapsed on the next page, and expands with Space', async ({
    page,
  }) => {
    await page.goto('/docs/cats-effect2/import');
    await waitForHydration(page);
    const sidebar = page.locator('aside[aria-label="Docs sidebar"]');
    const collapse = sidebar.getByRole('button', { name: 'Collapse the sidebar' });
    await tabTo(page, collapse, 80);
    expect((await focused(page)).outlineStyle).not.toBe('none');
    await page.keyboard.press('Enter');
    const expand = sidebar.getByRole('button', { name: 'Expand the sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(expand).toBeFocused();
    await expect(sidebar.getByRole('navigation')).toHaveCount(0);

    // The next page, reached with the keyboard, keeps the choice.
    await tabTo(page, page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ }), 80);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL('/docs/cats-effect2/import');
    await expect(sidebar.getByRole('navigation')).toHaveCount(0);
    await tabTo(page, expand, 80);
    await page.keyboard.press('Space');
    await expect(sidebar.getByRole('button', { name: 'Collapse the sidebar' })).toBeFocused();
    await expect(sidebar.getByRole('navigation', { name: 'v2.2.0 docs' })).toBeVisible();
  });

  test('search: the button and Ctrl+K open the search dialog, results are chosen with the keyboard, Escape closes it', async ({
    page,
  }) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const button = navbar(page).getByRole('button', { name: /^Search docs/ });
    const modal = page.locator('.DocSearch-Modal');
    const input = modal.getByRole('combobox', { name: 'Search' });

    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(button, 'focus goes back to the search button').toBeFocused();

    // The shortcut works from anywhere on the page.
    await page.locator('main#main-content').focus();
    await page.keyboard.press('Control+k');
    await expect(modal).toBeVisible();
    await expect(input).toBeFocused();
    await page.keyboard.type('construct');
    const hits = modal.locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);

    // "/" opens it too; the arrow keys and Enter open a result.
    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await page.keyboard.type('construct');
    // The results of the whole word, not of the first letters typed.
    await expect(hits.first()).toContainText('Construct');
    await expect(modal.getByRole('option', { selected: true })).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/.*construct/);
    await expect(h1(page)).toHaveText('Construct - F[A]');
  });

  test.describe('reduced motion', () => {
    test('the loading spinner stops spinning when the visitor asks for less motion', async ({ page }) => {
      await emulateSaveData(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/docs/');
      await waitForHydration(page);
      const release = await holdRequests(page, atPath(docDataPath('cats-effect2/import')));
      // As navigation.spec.ts does: an address change the app did not start, to a page not loaded yet.
      await page.evaluate(() => history.pushState(null, '', '/docs/cats-effect2/import'));
      const spinner = page.locator('main svg.spinner');
      await expect(spinner).toBeVisible();
      for (const part of [spinner, spinner.locator('.spinner-path')]) {
        const animation = await animationOf(part);
        expect(isCalm(animation), `reduced motion: ${JSON.stringify(animation)}`).toBe(true);
      }
      // The check can tell: without the preference it spins for ever.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect((await animationOf(spinner)).iterations).toEqual(['infinite']);
      release();
      await expect(h1(page)).toHaveText('What to Import');
    });

    test('the progress bar does not animate when the visitor asks for less motion', async ({ page }) => {
      await emulateSaveData(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const release = await holdRequests(page, atPath(docDataPath('cats-effect2/index')));
      await page.goto('/docs/');
      await waitForHydration(page);
      const next = page
        .getByRole('navigation', { name: 'Docs pages' })
        .getByRole('link', { name: /For Cats Effect 2/ });
      await tabTo(page, next, 80);
      await page.keyboard.press('Enter');
      const bar = page.getByRole('progressbar');
      await expect(bar).toBeVisible();
      // The bar plays a single 3 s growth normally, so "played once" says nothing here: it must be (nearly) instant.
      const reduced = await animationOf(bar);
      expect(
        reduced.seconds.every((value) => value <= 0.01),
        `reduced motion: ${JSON.stringify(reduced)}`,
      ).toBe(true);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect((await animationOf(bar)).seconds.some((value) => value > 0.5)).toBe(true);
      release();
      await expect(h1(page)).toHaveText('For Cats Effect 2');
      await expect(bar).toHaveCount(0);
    });
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const openButton = (page: Page) => page.getByRole('button', { name: 'Open the menu' });
  const menu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

  test('the menu opens with Enter on "Open the menu", its entries take Tab and Enter, and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/docs/cats-effect2/import');
    await waitForHydration(page);
    await tabTo(page, openButton(page));
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Close the menu' })).toBeFocused();
    // The next stops are in the menu, with a visible outline.
    for (let index = 0; index < 3; index++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-label')),
      ).toBe('Site menu');
      expect((await focused(page)).outlineStyle).not.toBe('none');
    }
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');

    // Enter on a sidebar entry of the menu navigates and closes it.
    await openButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    const target = menu(page).getByRole('link', { name: 'FromFuture', exact: true }).first();
    await tabTo(page, target);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/docs/cats-effect2/from-future');
    await expect(menu(page)).toHaveCount(0);
  });

  // The menu is a modal dialog: Tab and Shift+Tab wrap at its ends instead of reaching the page behind the backdrop.
  test('keyboard focus stays inside the open menu', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await openButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    for (let index = 0; index < 15; index++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('#mobile-menu') !== null),
        `Tab ${index + 1} stays in the menu`,
      ).toBe(true);
    }
    for (let index = 0; index < 15; index++) {
      await page.keyboard.press('Shift+Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('#mobile-menu') !== null),
        `Shift+Tab ${index + 1} stays in the menu`,
      ).toBe(true);
    }
  });

  // Closing the menu unmounts it with focus inside: focus must come back to the button that opened it, not fall to <body>.
  test('closing the menu with Escape or its close button gives focus back to "Open the menu"', async ({ page }) => {
    await page.goto('/docs/cats-effect2/import');
    await waitForHydration(page);
    await tabTo(page, openButton(page));
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(openButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu(page).getByRole('button', { name: 'Close the menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toHaveCount(0);
    await expect(openButton(page)).toBeFocused();
  });
});
