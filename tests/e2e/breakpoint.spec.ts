import { expect, test, type Page } from '@playwright/test';
import { MOBILE_BREAKPOINT_PX } from '../../src/shared/breakpoints';
import { waitForHydration } from './support/browser';

const openButton = (page: Page) => page.getByRole('button', { name: 'Open the menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });
const docsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Docs', exact: true });
const sidebar = (page: Page) => page.locator('aside[aria-label="Docs sidebar"]');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX, height: 800 });
  await page.goto('/docs/cats-effect2/import');
  await waitForHydration(page);
});

test('at 996 px wide the layout is the mobile one: a menu button, no navbar items, no docs sidebar', async ({
  page,
}) => {
  expect(MOBILE_BREAKPOINT_PX).toBe(996);
  await expect(openButton(page)).toBeVisible();
  await expect(docsLink(page)).toBeHidden();
  await expect(sidebar(page)).toBeHidden();
  await openButton(page).click();
  await expect(menu(page)).toBeVisible();
});

test('at 997 px wide the layout is the desktop one, and a menu left open closes', async ({ page }) => {
  await openButton(page).click();
  await expect(menu(page)).toBeVisible();
  await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX + 1, height: 800 });
  // The stylesheet and the menu's script both switch at the same width.
  await expect(menu(page)).toHaveCount(0);
  await expect(openButton(page)).toBeHidden();
  await expect(docsLink(page)).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
});
