import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '../../src/node/serve';
import { axeReport } from './support/axe';
import { waitForHydration } from './support/browser';

/**
 * The fixture site written as a Docusaurus docs folder (tests/fixtures/docusaurus-site), built
 * and served on its own: its <Tabs> behave as the site's tabs, its card list and tags lead where
 * they say, and its unlisted page is there for whoever has the link.
 */

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(projectRoot, '.cache/dist-docusaurus', String(process.pid));
const run = promisify(execFile);

// One worker builds and serves the site; its tests share it, in order.
test.describe.configure({ mode: 'serial' });

let server: Server;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await run(
    'npm',
    [
      'run',
      '--silent',
      'build',
      '--',
      '--site-root',
      'tests/fixtures/docusaurus-site',
      '--out-dir',
      relative(projectRoot, outDir),
    ],
    { cwd: projectRoot, timeout: 170_000 },
  );
  server = await serveStatic({ root: outDir, mount: '/', port: 0 });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await rm(outDir, { recursive: true, force: true });
});

const open = async (page: Page, path: string) => {
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
};
const tabs = (page: Page) => page.locator('.markdown .tabs').first().getByRole('tab');

test('<Tabs> open on their default, move with the arrow keys, share the choice by groupId and keep it in the address', async ({
  page,
}) => {
  await open(page, '/docs/build-tools/');
  await expect(tabs(page)).toHaveText(['sbt', 'Mill']);
  const mill = tabs(page).nth(1);
  await expect(mill).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Mill' })).toContainText(
    'ivy"io.kevinlee::effectie-cats-effect3:2.2.0"',
  );

  await mill.focus();
  await page.keyboard.press('ArrowRight');
  const sbt = tabs(page).first();
  await expect(sbt).toBeFocused();
  await expect(sbt).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(`${origin}/docs/build-tools/?build-tool=sbt`);

  // Another page's group of the same groupId opens on the choice.
  await open(page, '/docs/build-tools/sbt');
  await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
  await tabs(page).nth(1).click();
  await open(page, '/docs/build-tools/');
  await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');

  // A link that names the tab wins over the stored choice.
  await open(page, '/docs/build-tools/?build-tool=sbt');
  await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Mill' })).toBeHidden();
});

test("<DocCardList /> leads to the pages of the category, and a page's tags to the pages that share them", async ({
  page,
}) => {
  await open(page, '/docs/build-tools/');
  await expect(page.locator('.doc-card')).toHaveCount(4);
  await page.locator('.doc-card', { hasText: 'Mill' }).click();
  await expect(page).toHaveURL(`${origin}/docs/build-tools/mill-build`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Mill']);

  await page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: 'Build tools' }).click();
  await expect(page).toHaveURL(`${origin}/docs/tags/build-tools`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 docs tagged with "Build tools"');
  await page.getByRole('link', { name: 'View all tags' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
});

test('an unlisted page is reachable by its URL, says so, and no sidebar lists it', async ({ page }) => {
  await open(page, '/docs/build-tools/legacy');
  await expect(page.getByRole('note').filter({ hasText: 'Unlisted page' })).toBeVisible();
  await expect(page.getByText('Settings kept for builds that still use them.')).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Docs sidebar' });
  await sidebar.getByRole('button', { name: 'Expand the category Build tools' }).click();
  await expect(sidebar.getByRole('link')).toHaveText([
    'Getting started',
    'Build tools',
    'sbt',
    'Mill',
    'Gradle',
    'Maven',
    'release-notes',
  ]);
});

test('a page without a description is described by its first words, one with an empty description by none, in the app too', async ({
  page,
}) => {
  const description = page.locator('meta[name="description"]');
  await open(page, '/docs/build-tools/gradle');
  await expect(description).toHaveAttribute('content', "Gradle's Kotlin DSL, as its guide writes it.");
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    "Gradle's Kotlin DSL, as its guide writes it.",
  );
  await page.getByRole('complementary', { name: 'Docs sidebar' }).getByRole('link', { name: 'Maven' }).click();
  await expect(page).toHaveURL(`${origin}/docs/build-tools/04-maven`);
  await expect(description).toHaveCount(0);
  await open(page, '/docs/build-tools/04-maven');
  await expect(description).toHaveCount(0);
  await expect(page.locator('meta[property="og:description"]')).toHaveCount(0);
});

test('a page whose title is empty shows none, and the browser names the site alone', async ({ page }) => {
  await open(page, '/docs/release-notes');
  await expect(page.getByText('Each release of effectie, newest first.')).toBeVisible();
  // A heading for screen readers only, named as the sidebar names the page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('release-notes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveClass('visually-hidden');
  await expect(page).toHaveTitle('Effectie');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Effectie');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('release-notes');
});

test('its standalone pages (content/pages/) are pages of the site: index.md at /, others at their routes, in the sitemap and in search', async ({
  page,
  request,
}) => {
  // index.md is the home page, prerendered in place of site.yaml's.
  const home = await (await request.get(`${origin}/`)).text();
  expect(home).toContain('<title>Effectie, moved from Docusaurus | Effectie</title>');
  // The page's markup, not its inlined stylesheet, which names the hero's classes.
  expect(home.replace(/<style>[\s\S]*?<\/style>/g, '')).not.toContain('hero-title');
  await open(page, '/');
  await expect(page.locator('main h1')).toHaveText(/^Effectie, moved from Docusaurus/);

  // A link of its body leads, inside the app, to another standalone page.
  await page.locator('main').getByRole('link', { name: 'A Markdown page' }).click();
  await expect(page).toHaveURL(`${origin}/markdown-page`);
  await expect(page.locator('main h1')).toHaveText(/^Markdown page example/);
  await expect(page).toHaveTitle('Markdown page example | Effectie');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    "A standalone page, as Docusaurus's template writes one under src/pages/.",
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Docs sidebar' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toContainText('Where to go next');
  await expect(page.locator('main .admonition-tip')).toContainText('Admonitions work here');
  // Loaded as a whole page, it is prerendered with the same text.
  const prerendered = await (await request.get(`${origin}/markdown-page`)).text();
  expect(prerendered).toContain('need React to write simple standalone pages.');
  expect(prerendered).toContain(`<link rel="canonical" href="https://effectie.kevinlee.io/markdown-page"`);

  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
  expect(sitemap).toContain('<loc>https://effectie.kevinlee.io/markdown-page</loc>');
  expect(sitemap).toContain('<loc>https://effectie.kevinlee.io/</loc>');

  // Contextual search, from a page of the current version, finds it beside the docs.
  await open(page, '/search?q=markdown%20page%20example');
  const result = page.locator('.search-result').first();
  await expect(result.locator('.search-result-title')).toHaveText(/Markdown page example/);
  await result.locator('.search-result-title a').click();
  await expect(page).toHaveURL(`${origin}/markdown-page`);
});

test('its pages, with their tabs, cards, tags and unlisted banner, pass axe in both colour modes', async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme).catch(() => undefined);
    for (const path of [
      '/docs/build-tools/',
      '/docs/build-tools/sbt',
      '/docs/build-tools/legacy',
      '/docs/release-notes',
      '/docs/tags/',
      '/docs/tags/build-tools',
      '/',
      '/markdown-page',
    ]) {
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      problems.push(...(await axeReport(page, `${path} (${theme})`)));
    }
  }
  expect(problems).toEqual([]);
});
