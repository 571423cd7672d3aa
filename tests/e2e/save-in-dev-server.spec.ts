import { type ChildProcess, spawn } from 'node:child_process';
import { cp, open, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/browser';
import { DEV_SERVER_PORT } from './support/ports';

/**
 * The save path as a site owner lives it: the development server (`npm run dev`) runs on a copy of
 * a small fixture site (tests/fixtures/themed-site), a page is open, and the owner saves a file in
 * their editor. A page's body edit shows in the open page without a reload; a site.yaml edit
 * reloads it. The copy sits in .cache/, inside the project that Vite serves files from.
 */

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const siteRoot = join(projectRoot, '.cache/dev-site', String(process.pid));
let origin: string;

// One server and one site, edited by one test after the other.
test.describe.configure({ mode: 'serial' });

let server: ChildProcess;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await rm(siteRoot, { recursive: true, force: true });
  await cp(join(projectRoot, 'tests/fixtures/themed-site'), siteRoot, { recursive: true });
  // A port per worker: a second run of this file (--repeat-each) starts its own server.
  const port = DEV_SERVER_PORT + test.info().parallelIndex;
  origin = `http://127.0.0.1:${port}`;
  server = spawn(
    join(projectRoot, 'node_modules/.bin/vite'),
    ['--config', 'tests/e2e/support/dev-server.config.ts', '--port', String(port), '--strictPort'],
    {
      cwd: projectRoot,
      env: { ...process.env, DEV_SITE_ROOT: siteRoot, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  // Listening once it says where, not when the port answers: another process may hold the port.
  await expect
    .poll(
      () => {
        if (server.exitCode !== null) throw new Error(`The development server stopped:\n${output}`);
        return output.includes(`${origin}/`);
      },
      { timeout: 100_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((done) => server.once('exit', done));
    server.kill();
    await stopped;
  }
  await rm(siteRoot, { recursive: true, force: true });
});

/** Saves `file` of the site in place, as editors do: the file is emptied, then written. */
async function saveInPlace(file: string, edit: (text: string) => string): Promise<void> {
  const path = join(siteRoot, file);
  const text = edit(await readFile(path, 'utf8'));
  const handle = await open(path, 'r+');
  try {
    await handle.truncate(0);
    await handle.write(text, 0, 'utf8');
  } finally {
    await handle.close();
  }
}

/** Leaves a mark on the page's window, which a reload wipes out. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { savedBefore: true }));
const windowMarked = (page: Page) => page.evaluate(() => 'savedBefore' in window);

test("a saved page's new text shows in the open page, without a reload", async ({ page }) => {
  await page.goto(`${origin}/docs/guide`);
  await waitForHydration(page);
  const article = page.getByRole('article');
  await expect(article).toContainText('Back to the introduction.');
  await markWindow(page);

  // A paragraph after the first, which is the page's description: that would change other pages.
  await saveInPlace('content/current/guide.md', (text) => `${text}\nA paragraph saved in the editor.\n`);

  await expect(article.getByText('A paragraph saved in the editor.')).toBeVisible();
  expect(await windowMarked(page)).toBe(true);
});

test('a saved site.yaml reloads the open page, which shows the change', async ({ page }) => {
  await page.goto(`${origin}/docs/guide`);
  await waitForHydration(page);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar).toContainText('Themed');
  await markWindow(page);

  await saveInPlace('site.yaml', (text) => text.replace('  title: Themed\n', '  title: Renamed\n'));

  await expect(navbar).toContainText('Renamed');
  expect(await windowMarked(page)).toBe(false);
  // The page's own edit, saved before, is still there.
  await expect(page.getByRole('article').getByText('A paragraph saved in the editor.')).toBeVisible();
});
