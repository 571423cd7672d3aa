import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '../../src/node/serve';
import { sleep, waitForHydration } from './support/browser';
import { siteRoot } from './support/site';

/**
 * The site built for a project page (baseUrl /effectie/, as on GitHub Pages) works there, and
 * served anywhere else it says which baseUrl it was built for.
 *
 * The build (~25 s) runs once per test run, into .cache/dist-subpath/<run>/: the first worker to
 * get here takes a lock file and builds; any other worker waits for its stamp. The run is named
 * by the test runner's process id (workers are its children), so a later run builds afresh from
 * the code as it is then, and two runs at once (another config, another port) never build over
 * each other's folder.
 */

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Beside the site's own site.yaml, whose folder the build reads the site from; .cache/ is never committed.
const configFile = '.cache/site.subpath.yaml';
const buildsDir = join(projectRoot, '.cache/dist-subpath');
const runId = String(process.ppid);
const outDir = join(buildsDir, runId);
const lockFile = join(buildsDir, `${runId}.lock`);
const stampFile = join(outDir, '.e2e-build-stamp');
const failedFile = join(buildsDir, `${runId}.failed`);
const BASE = '/effectie/';

const run = promisify(execFile);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function buildForSubpath(): Promise<void> {
  const yaml = await readFile(join(siteRoot, 'site.yaml'), 'utf8');
  expect(yaml).toMatch(/^baseUrl: \/$/m);
  await mkdir(join(siteRoot, '.cache'), { recursive: true });
  const temporary = join(siteRoot, `${configFile}.${process.pid}`);
  await writeFile(temporary, yaml.replace(/^baseUrl: \/$/m, `baseUrl: ${BASE}`));
  await rename(temporary, join(siteRoot, configFile));
  // Each build has folders of its own (its server bundle in .cache/ssr-<random>), so a build
  // started elsewhere at the same time cannot break this one: one try, and its failure is real.
  try {
    await run(
      'npm',
      [
        'run',
        '--silent',
        'build',
        '--',
        '--site-root',
        siteRoot,
        '--config',
        configFile,
        '--out-dir',
        relative(projectRoot, outDir),
      ],
      { cwd: projectRoot, timeout: 170_000 },
    );
  } catch (error) {
    const { stdout = '', stderr = '', message = '' } = error as { stdout?: string; stderr?: string; message?: string };
    throw new Error(`Building the site for ${BASE} failed: ${message}\n${stdout}\n${stderr}`);
  }
  const construct = await readFile(join(outDir, 'docs/cats-effect2/fx/construct.html'), 'utf8');
  if (!construct.includes(`${BASE}assets/`) || !construct.includes('Construct - F[A]'))
    throw new Error(`Building the site for ${BASE} gave pages that do not use the base path.`);
}

async function buildOnce(): Promise<void> {
  const built = async () => (await readFile(stampFile, 'utf8').catch(() => '')).trim() === runId;
  await mkdir(buildsDir, { recursive: true });
  for (;;) {
    if (await built()) return;
    if (existsSync(failedFile)) throw new Error(`The ${BASE} build of this run failed in another worker.`);
    let handle;
    try {
      handle = await open(lockFile, 'wx');
    } catch {
      const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (owner > 0 && !isAlive(owner)) await rm(lockFile, { force: true });
      else await sleep(500);
      continue;
    }
    try {
      await handle.writeFile(String(process.pid));
      await handle.close();
      if (await built()) return;
      // Folders of runs that are over.
      for (const name of await readdir(buildsDir)) {
        const pid = Number(name.replace(/\.(?:failed|lock)$/, ''));
        if (Number.isInteger(pid) && pid > 0 && String(pid) !== runId && !isAlive(pid))
          await rm(join(buildsDir, name), { recursive: true, force: true });
      }
      try {
        await buildForSubpath();
      } catch (error) {
        await writeFile(failedFile, String(error));
        throw error;
      }
      await writeFile(stampFile, runId);
      return;
    } finally {
      await rm(lockFile, { force: true });
    }
  }
}

// One worker takes this file, so only one waits for the build while the other runs the rest of the suite.
test.describe.configure({ mode: 'default' });

const servers: Server[] = [];
async function serve(mount: string): Promise<string> {
  const server = await serveStatic({ root: outDir, mount, port: 0 });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Responses of 400 and up, and requests that failed, from now on. */
function watchNetwork(page: Page) {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // Prefetches still under way when the test moves to another page are cancelled: not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed ${request.url()} (${request.failure()?.errorText})`);
  });
  return problems;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const banner = (page: Page) => page.locator('#base-url-issue-banner');
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

let right: string;
let atRoot: string;
let atOther: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildOnce();
  expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  right = await serve(BASE);
  atRoot = await serve('/');
  atOther = await serve('/other/');
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

test('served under /effectie/: home, docs, client navigation, version switch and search all load, with no banner', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchNetwork(page);
  const response = await page.goto(`${right}${BASE}`);
  expect(response?.status()).toBe(200);
  expect(
    response?.headers()['content-security-policy'],
    'the headers of the build apply under the base path',
  ).toContain("script-src 'self'");
  await expect(h1(page)).toHaveText('Effectie');
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
  const logo = navbar(page).getByRole('img', { name: 'Effectie logo' }).first();
  // A small SVG logo is inline, so it shows whatever the base path.
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((element) => [element.tagName, element.querySelectorAll('path').length > 0])).toEqual([
    'svg',
    true,
  ]);
  // Every internal link of the page is under the base path, the announcement's included.
  const outside = await page
    .locator('a[href^="/"]')
    .evaluateAll(
      (links, base) => links.map((link) => link.getAttribute('href')!).filter((href) => !href.startsWith(base)),
      BASE,
    );
  expect(outside).toEqual([]);

  await page.getByRole('link', { name: 'Get Started', exact: true }).click();
  await expect(page).toHaveURL(`${right}${BASE}docs/`);
  await expect(h1(page)).toHaveText('Getting Started');
  const sidebar = page.locator('aside[aria-label="Docs sidebar"]');
  await sidebar.getByRole('link', { name: 'For Cats Effect 3' }).click();
  await expect(page).toHaveURL(`${right}${BASE}docs/cats-effect3/`);
  await expect(h1(page)).toHaveText('For Cats Effect 3');
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', `${BASE}docs/cats-effect3/`);

  await navbar(page).getByRole('button', { name: 'v2.2.0', exact: true }).click();
  await navbar(page).getByRole('link', { name: 'v1', exact: true }).click();
  await expect(page).toHaveURL(`${right}${BASE}docs/v1/`);
  await expect(navbar(page).getByRole('button', { name: 'v1', exact: true })).toBeVisible();
  await expect(page.locator('.version-banner')).toContainText('This is documentation for Effectie v1');

  await navbar(page).getByRole('button', { name: 'v1', exact: true }).click();
  await navbar(page).getByRole('link', { name: 'All versions' }).click();
  await expect(page).toHaveURL(`${right}${BASE}versions`);
  await expect(h1(page)).toHaveText('Effectie versions');

  // Search: its index is fetched from under the base path, and a result opens under it.
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('construct');
  const hit = modal.locator('.DocSearch-Hit a').first();
  await expect(hit).toBeVisible();
  const href = (await hit.getAttribute('href'))!;
  expect(href.startsWith(`${BASE}docs/`), `the first hit, ${href}, is under the base path`).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${right}${href}`);
  await expect(h1(page)).not.toHaveText(/^(Page Not Found|)$/);

  await page.goBack();
  await expect(h1(page)).toHaveText('Effectie versions');
  await expect(banner(page)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('served under /effectie/: a doc loads cold with its assets, .html addresses and not-found pages work, no banner', async ({
  page,
}) => {
  const problems = watchNetwork(page);
  const response = await page.goto(`${right}${BASE}docs/cats-effect2/fx/construct`);
  expect(response?.status()).toBe(200);
  await expect(h1(page)).toHaveText('Construct - F[A]');
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `https://effectie.kevinlee.io${BASE}docs/cats-effect2/fx/construct`,
  );
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(`${right}${BASE}docs/cats-effect2/fx/error-handling/`);
  await expect(h1(page)).toHaveText('Error Handling');
  expect(problems).toEqual([]);

  await page.goto(`${right}${BASE}docs/cats-effect2/import.html`);
  await expect(h1(page)).toHaveText('What to Import');
  await waitForHydration(page);
  expect(new URL(page.url()).pathname).toBe(`${BASE}docs/cats-effect2/import`);

  const missing = await page.goto(`${right}${BASE}no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(h1(page)).toHaveText('Page Not Found');
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('main').getByRole('link', { name: 'the documentation' })).toHaveAttribute(
    'href',
    `${BASE}docs/`,
  );
  expect(problems.filter((line) => !line.endsWith(`${BASE}no-such-page`))).toEqual([]);
});

test('served under /effectie/: the Markdown copies, llms.txt and "Copy page" keep the base path', async ({
  page,
  context,
}) => {
  const site = `https://effectie.kevinlee.io${BASE}`;
  await page.goto(`${right}${BASE}docs/cats-effect2/import`);
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    `${BASE}docs/cats-effect2/import.md`,
  );
  const copy = await page.request.get(`${right}${BASE}docs/cats-effect2/import.md`);
  expect(copy.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const links = [...(await copy.text()).matchAll(/\]\((https:\/\/effectie\.kevinlee\.io[^)\s]*)/g)].map(
    (match) => match[1]!,
  );
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((link) => !link.startsWith(site))).toEqual([]);

  const llms = await (await page.request.get(`${right}${BASE}llms.txt`)).text();
  const listed = [...llms.matchAll(/^- \[.*\]\((\S+?)\)(?::|$)/gm)].map((match) => match[1]!);
  expect(listed.filter((link) => !link.startsWith(site))).toEqual([]);
  for (const link of listed.slice(0, 5))
    expect((await page.request.get(`${right}${BASE}${link.slice(site.length)}`)).status(), link).toBe(200);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# What to Import\n/);
});

for (const [name, mount] of [
  ['at the domain root', '/'],
  ['under /other/', '/other/'],
] as const) {
  test(`served ${name} instead of /effectie/, its pages say which baseUrl it was built for`, async ({ page }) => {
    const origin = mount === '/' ? atRoot : atOther;
    for (const path of [mount, `${mount}docs/cats-effect2/import`]) {
      await test.step(path, async () => {
        await page.goto(`${origin}${path}`);
        await expect(banner(page)).toBeVisible();
        await expect(banner(page)).toHaveAttribute('role', 'alert');
        await expect(banner(page)).toContainText('baseUrl "/effectie/"');
        await expect(banner(page)).toContainText(`this page is at "${path}"`);
        // It sits at the top, where it is seen.
        const box = (await banner(page).boundingBox())!;
        expect(box.y).toBeLessThan(10);
        expect(box.height).toBeGreaterThan(20);
      });
    }
  });
}

test('served under /effectie/: the announcement\'s "Get started" link stays on the site', async ({ page }) => {
  await page.goto(`${right}${BASE}`);
  await waitForHydration(page);
  const link = page.getByRole('banner').getByRole('link', { name: 'Get started' });
  await expect(link).toHaveAttribute('href', `${BASE}docs/`);
  await link.click();
  await expect(page).toHaveURL(`${right}${BASE}docs/`);
  await expect(h1(page)).toHaveText('Getting Started');
});
