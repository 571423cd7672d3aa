import { expect, test } from '@playwright/test';
import { collectConsole, idle, waitForHydration } from './support/browser';
import { READER } from './support/reader';

/** A reader who loads pages, follows links and searches sees no error or warning in the console. */
test('reading, following links and searching logs no error or warning', READER, async ({ page }) => {
  const messages = collectConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('For Cats Effect 2');
  await page.goto('/search?q=fx');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await idle(page);
  expect(messages.filter((entry) => ['error', 'warning', 'pageerror'].includes(entry.type))).toEqual([]);
});
