import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/browser';
import { READER } from './support/reader';

/**
 * What a reader takes away from a page: its Markdown copy (with the evaluated examples), the
 * llms.txt files for assistants, "Copy page", and when the page last changed.
 */

const PAGE = '/docs/cats-effect3/fx/construct';
const SITE = 'https://effectie.kevinlee.io';

test("every doc page names its Markdown copy, served as Markdown with the examples' evaluated output", async ({
  page,
  request,
}) => {
  await page.goto(PAGE);
  const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await expect(alternate).toHaveAttribute('href', `${PAGE}.md`);

  const copy = await request.get(`${PAGE}.md`);
  expect(copy.status()).toBe(200);
  expect(copy.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const text = await copy.text();
  expect(text).toMatch(/^# Construct - F\[A\]\n\n> /);
  expect(text).toMatch(/\n\/\/ res\d+: /);
  expect(text).not.toContain('mdoc');
  expect(text).not.toMatch(/\]\(\.{0,2}\//);

  const missing = await request.get('/docs/no-such-page.md');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toBe('text/html; charset=utf-8');
});

test('llms.txt lists every page of the current version, and every link in it leads to a file', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^# Effectie\n\n> /);
  const links = [...text.matchAll(/^- \[.*\]\((\S+?)\)(?::|$)/gm)].map((match) => match[1]!);
  expect(links).toContain(`${SITE}/docs/cats-effect3/fx/construct.md`);
  expect(links).toContain(`${SITE}/llms-full-v1.txt`);
  expect(links.filter((link) => link.includes('/docs/v1'))).toEqual([]);
  for (const link of links) {
    expect(link.startsWith(SITE), link).toBe(true);
    const file = await request.get(link.slice(SITE.length));
    expect(file.status(), link).toBe(200);
  }
});

test('"Copy page" copies the page as Markdown from the keyboard and says so', READER, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Copy page' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.doc-actions [role="status"]')).toHaveText('Page copied to the clipboard as Markdown.');
  await expect(page.getByRole('button', { name: 'Copied' })).toBeFocused();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  const expected = await (await page.request.get(`${PAGE}.md`)).text();
  expect(clipboard).toBe(expected);
});

test('the end of a doc page says when it last changed', async ({ page }) => {
  await page.goto('/docs/');
  const time = page.locator('.doc-footer time');
  await expect(time).toBeVisible();
  const stamp = await time.getAttribute('datetime');
  expect(new Date(stamp!).getTime()).toBeLessThanOrEqual(Date.now());
  await expect(page.locator('.doc-last-updated')).toHaveText(/^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
});
