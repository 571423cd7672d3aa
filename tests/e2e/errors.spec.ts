import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '../../src/node/serve';
import {
  collectConsole,
  idle,
  interceptChunk,
  interceptPath,
  jsModule,
  makeDocPageThrow,
  throwingPage,
  waitForHydration,
  type ConsoleEntry,
} from './support/browser';
import { distDir, docDataPath, pageChunk } from './support/site';
import { READER } from './support/reader';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('a page that throws while rendering shows the crash screen with the error and its cause', async ({ page }) => {
  await makeDocPageThrow(page, 'cats-effect2/index', 'current', throwingPage);
  await page.goto('/docs/');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Docs pages' })
    .getByRole('link', { name: /For Cats Effect 2/ })
    .click();

  const crash = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This page crashed.' }) });
  await expect(crash).toBeVisible();
  await expect(page).toHaveURL('/docs/cats-effect2/');
  await expect(crash.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(crash).toContainText('Outer failure');
  await expect(crash).toContainText('Cause: Inner failure');
  // The rest of the site keeps working around it.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Trying again renders the page again: it throws again.
  await crash.getByRole('button', { name: 'Try again' }).click();
  await expect(crash).toBeVisible();

  // Another page renders normally.
  await page.goBack();
  await expect(page).toHaveURL('/docs/');
  await expect(h1(page)).toHaveText('Getting Started');
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
});

test('a page whose data file fails on a cold load shows the error and a Retry button that reloads it', async ({
  page,
}) => {
  const dataFile = docDataPath('cats-effect2/import');
  const stopFailing = await interceptPath(page, dataFile, (route) => route.abort('failed'));
  await page.goto('/docs/cats-effect2/import');
  const alert = page.locator('main').getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(dataFile);
  await expect(page.locator('main h1')).toHaveCount(0);
  const retry = alert.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  await stopFailing();
  await retry.click();
  await expect(h1(page)).toHaveText('What to Import');
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
  await waitForHydration(page);
});

test('coming back to a page that failed to load tries loading it again', async ({ page }) => {
  let fail = true;
  await interceptPath(page, docDataPath('cats-effect2/import'), (route) =>
    fail ? route.abort('failed') : route.continue(),
  );
  await page.goto('/docs/cats-effect2/import');
  await expect(page.locator('main').getByRole('button', { name: 'Retry' })).toBeVisible();
  fail = false; // The network is back.
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(h1(page)).toHaveText('Getting Started');
  await page.goBack();
  await expect(page).toHaveURL('/docs/cats-effect2/import');
  await expect(h1(page)).toHaveText('What to Import');
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
});

test('a page chunk without a default export is reported as such', async ({ page }) => {
  // Doc pages are data files read by one shared chunk: the fixed pages keep a chunk each.
  await interceptChunk(page, pageChunk('VersionsPage'), (route) => route.fulfill(jsModule('export const x = 1;')));
  await page.goto('/versions');
  const alert = page.locator('main').getByRole('alert');
  await expect(alert).toContainText('The page component of route "/versions" has no default export.');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test.describe('base URL check', () => {
  let server: Server;
  let port: number;
  test.beforeAll(async () => {
    server = await serveStatic({ root: distDir, mount: '/wrong/', port: 0 });
    port = (server.address() as AddressInfo).port;
  });
  test.afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  test('a site served under another path than its baseUrl explains the problem', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/wrong/`);
    const banner = page.locator('#base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('role', 'alert');
    await expect(banner).toContainText('baseUrl "/"');
    await expect(banner).toContainText('this page is at "/wrong/"');
  });

  test('the banner stays away when the site is served where it belongs', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('#base-url-issue-banner')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a doc page has its heading, sidebar and text in the HTML', async ({ page }) => {
    await page.goto('/docs/cats-effect2/fx/construct');
    await expect(h1(page)).toHaveText('Construct - F[A]');
    await expect(page).toHaveTitle('Construct - F[A] | Effectie');
    const sidebar = page.locator('aside[aria-label="Docs sidebar"]');
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Construct');
    await expect(sidebar.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/docs/');
    await expect(page.locator('main .markdown')).toContainText(
      'what you have is a call into a Java client that may throw',
    );
    await expect(
      page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }),
    ).toHaveAttribute('href', '/docs/cats-effect2/fx/error-handling/');
    // Controls that need the app are disabled rather than broken.
    await expect(page.locator('button.color-mode-toggle')).toBeDisabled();
    // Plain links still work.
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(h1(page)).toHaveText('Error Handling');
  });
});

test.describe('hydration', () => {
  const problems = (entries: ConsoleEntry[]) =>
    entries.filter(
      (entry) =>
        entry.type === 'pageerror' ||
        ((entry.type === 'error' || entry.type === 'warning') &&
          /hydrat|did not match|react\.dev\/errors\/4(1[89]|2[0-5])/i.test(entry.text)),
    );

  test('the prerendered pages hydrate without mismatches', READER, async ({ page }) => {
    const messages = collectConsole(page);
    for (const path of [
      '/',
      '/docs/',
      '/docs/cats-effect2/fx/construct',
      '/docs/v1/docs/monix/fx',
      '/versions',
      '/search?q=fx',
      '/no-such-page',
    ]) {
      await test.step(path, async () => {
        messages.length = 0;
        await page.goto(path);
        await waitForHydration(page);
        // Let React report anything it found.
        await idle(page);
        expect(problems(messages), path).toEqual([]);
      });
    }
  });

  test('a returning visitor’s stored choices hydrate without mismatches', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('announcement-id', 'effectie-2-2-0');
      localStorage.setItem('announcement-dismissed', 'true');
      localStorage.setItem('docs-preferred-version-default', 'v1');
    });
    const messages = collectConsole(page);
    for (const path of ['/', '/docs/cats-effect2/import', '/versions']) {
      await test.step(path, async () => {
        messages.length = 0;
        await page.goto(path);
        await waitForHydration(page);
        await idle(page);
        expect(problems(messages), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        await expect(page.getByRole('banner')).toHaveCount(0);
      });
    }
  });

  test('the check above notices a mismatch', async ({ page }) => {
    const messages = collectConsole(page);
    await page.route('**/versions', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<h1>Effectie', '<h1>Something else');
      await route.fulfill({ response, body });
    });
    await page.goto('/versions');
    await waitForHydration(page);
    await expect.poll(() => problems(messages).length).toBeGreaterThan(0);
  });

  test('a doc address with a trailing slash is its page, from the server and in the browser', async ({ page }) => {
    const messages = collectConsole(page);
    const response = await page.goto('/docs/cats-effect2/import/');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await idle(page);
    expect(problems(messages)).toEqual([]);
    await expect(h1(page)).toHaveText('What to Import');
  });
});
