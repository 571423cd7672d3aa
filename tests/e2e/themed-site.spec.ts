import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '../../src/node/serve';
import { storageKeys } from '../../src/shared/storage-keys';
import { waitForHydration } from './support/browser';

/**
 * A site moved from Docusaurus keeps its look (tests/fixtures/themed-site): its primary colour
 * from site.yaml, and its custom.css as the classic template writes one, with Infima variables,
 * an imported Google font and the GitHub icon drawn on a navbar item's class. The fixture is built
 * once for this file (one worker runs it) into .cache/dist-themed/<process>/ and served from there
 * with the headers the build wrote.
 */

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const siteRoot = join(projectRoot, 'tests/fixtures/themed-site');
const outDir = join(projectRoot, '.cache/dist-themed', String(process.pid));
const run = promisify(execFile);

const GREEN = 'rgb(46, 133, 85)'; // #2e8555, site.yaml's light primary colour
const TEAL = 'rgb(37, 194, 160)'; // #25c2a0, its dark one

test.describe.configure({ mode: 'default' });

let server: Server;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await mkdir(dirname(outDir), { recursive: true });
  try {
    await run(
      'npm',
      ['run', '--silent', 'build', '--', '--site-root', siteRoot, '--out-dir', relative(projectRoot, outDir)],
      { cwd: projectRoot, timeout: 170_000 },
    );
  } catch (error) {
    const { stdout = '', stderr = '', message = '' } = error as { stdout?: string; stderr?: string; message?: string };
    throw new Error(`Building the themed fixture failed: ${message}\n${stdout}\n${stderr}`);
  }
  expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  server = await serveStatic({ root: outDir, mount: '/', port: 0 });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await rm(outDir, { recursive: true, force: true });
});

const FONT_STYLESHEET =
  "@font-face { font-family: 'Inter'; src: url(https://fonts.gstatic.com/s/inter/v1/inter.woff2) format('woff2'); }";

/**
 * Answers the font stylesheet's host and its fonts' (there is no network here), and records what
 * was asked of them and every Content-Security-Policy violation of the page. A request the policy
 * blocks never reaches the network, so it is not in `fonts`.
 */
async function watchFonts(page: Page) {
  const fonts: string[] = [];
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => {
    const url = route.request().url();
    fonts.push(new URL(url).origin);
    return url.startsWith('https://fonts.googleapis.com/')
      ? route.fulfill({ contentType: 'text/css', body: FONT_STYLESHEET })
      : route.fulfill({ contentType: 'font/woff2', body: '' });
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as Window & { violations?: string[] }).violations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return fonts;
}

async function inMode(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, mode] as const);
}

const style = (page: Page, selector: string, property: string, pseudo?: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, [name, after]) => getComputedStyle(element, after).getPropertyValue(name), [
      property,
      pseudo ?? null,
    ] as const);

let fonts: string[];
test.beforeEach(async ({ page }) => {
  fonts = await watchFonts(page);
});

test("links are in site.yaml's primary colour, light and dark, and so are the theme's accents", async ({ page }) => {
  await page.goto(`${origin}/docs/`);
  await waitForHydration(page);
  await expect(page.locator('.markdown a', { hasText: 'the guide' })).toHaveCSS('color', GREEN);
  await expect(page.locator('.sidebar-link--active')).toHaveCSS('color', GREEN);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.markdown a', { hasText: 'the guide' })).toHaveCSS('color', TEAL);
  await expect(page.locator('.sidebar-link--active')).toHaveCSS('color', TEAL);

  await page.goto(`${origin}/`);
  await expect(page.locator('.hero-title')).toHaveCSS('color', TEAL);
});

test('the Infima variables its custom.css sets act on the theme, its dark rules in dark mode', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.goto(`${origin}/docs/`);
  expect(await style(page, 'body', 'font-family')).toBe('Inter, system-ui, sans-serif');
  const paragraph = Number.parseFloat(await style(page, '.markdown p', 'font-size'));
  const code = Number.parseFloat(await style(page, '.markdown p code', 'font-size'));
  expect(code / paragraph).toBeCloseTo(0.95, 2);
  expect(await style(page, '.navbar-inner', 'max-width')).toBe('1320px');
  // A light footer takes --ifm-footer-background-color, as Infima's does.
  expect(await style(page, '.footer', 'background-color')).toBe('rgb(230, 242, 236)');
  expect(await style(page, '.navbar', 'background-color')).toBe('rgba(255, 255, 255, 0.94)');

  await inMode(page, 'dark');
  await page.goto(`${origin}/docs/`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // custom.css's [data-theme='dark'] rule.
  expect(await style(page, '.navbar', 'background-color')).toBe('rgb(27, 27, 29)');
});

test("the GitHub icon its CSS draws on a navbar item's class shows, in each mode's colour", async ({ page }) => {
  await page.goto(`${origin}/`);
  const github = page.getByRole('link', { name: 'GitHub repository (opens in a new tab)' });
  await expect(github).toHaveClass(/header-github-link/);
  await expect(github.locator('.external-link-icon')).toHaveCount(0);
  const icon = await style(page, '.header-github-link', 'background-image', '::before');
  expect(icon).toMatch(/^url\("data:image\/svg\+xml,.*fill='black'/);
  expect(await style(page, '.header-github-link', 'width', '::before')).toBe('24px');
  expect((await github.boundingBox())?.width).toBeGreaterThanOrEqual(24);

  await inMode(page, 'dark');
  await page.goto(`${origin}/`);
  expect(await style(page, '.header-github-link', 'background-image', '::before')).toContain("fill='white'");
  expect(await page.evaluate(() => (window as Window & { violations?: string[] }).violations)).toEqual([]);
});

test('the page allows the font its CSS imports, and its fonts, and nothing more', async ({ page }) => {
  const response = await page.goto(`${origin}/docs/`);
  const policy = Object.fromEntries(
    response!
      .headers()
      ['content-security-policy']!.split('; ')
      .map((directive) => [directive.split(' ')[0], directive]),
  );
  expect(policy['style-src']).toBe("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com");
  expect(policy['font-src']).toBe("font-src 'self' data: https://fonts.gstatic.com");
  expect(policy['default-src']).toBe("default-src 'self'");
  // The stylesheet and the font it names were both fetched: the policy let them through.
  await expect
    .poll(() => [...new Set(fonts)].sort())
    .toEqual(['https://fonts.googleapis.com', 'https://fonts.gstatic.com']);
  expect(await page.evaluate(() => (window as Window & { violations?: string[] }).violations)).toEqual([]);
});

test('a tagline with markup is its text on the home page and in its description', async ({ page }) => {
  await page.goto(`${origin}/`);
  await expect(page.locator('.hero-tagline')).toHaveText('Logger for F[_]');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Logger for F[_]');
  // Nothing of the tagline stands above the navbar.
  const before = await page.evaluate(() =>
    [...document.body.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent!.trim())
      .join(''),
  );
  expect(before).toBe('');
});
