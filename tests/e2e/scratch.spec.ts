import { expect, test } from '@playwright/test';
import { collectConsole, interceptChunk, sleep, waitForHydration } from './support/browser';
import { docChunk } from './support/site';

test('skip', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  console.log('focused', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 100)));
  await page.keyboard.press('Enter');
  console.log('focused after', await page.evaluate(() => [document.activeElement?.id, location.href]));
  console.log('heights', await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight]));
});

test('cold slow', async ({ page }) => {
  const log = collectConsole(page);
  await interceptChunk(page, docChunk('cats-effect2/import'), async (route) => { await sleep(1500); await route.continue(); });
  await page.goto('/docs/cats-effect2/import', { waitUntil: 'commit' });
  for (let i = 0; i < 8; i++) {
    await sleep(250);
    console.log(i, await page.locator('[role=status]').count(), await page.locator('svg.spinner').count(), await page.locator('h1').allInnerTexts());
  }
  console.log(log);
});

test('mismatch', async ({ page }) => {
  const log = collectConsole(page);
  await page.route('http://127.0.0.1:4317/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('<h1 class="hero-title">Effectie</h1>', '<h1 class="hero-title">Other</h1>');
    await route.fulfill({ response, body });
  });
  await page.goto('/');
  await waitForHydration(page);
  await sleep(500);
  console.log(log);
});
