import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, devices, type Project } from '@playwright/test';
import { parse } from 'yaml';
import { E2E_SITE_OUT_DIR, E2E_SITE_ROOT } from './tests/e2e/support/e2e-site';
import { ENGINE_PORT, PORT } from './tests/e2e/support/ports';
import { READER_TAG } from './tests/e2e/support/reader';

/**
 * Three kinds of end-to-end test, each a project:
 *  - engine (tests/e2e/): the engine's behaviour, on the build of a fixture site of its own
 *    (tests/e2e/support/e2e-site.ts), whatever site content/ holds;
 *  - every-site (tests/every-site/): what every site must satisfy, on dist/, the build of the site
 *    in content/, its routes read from the build;
 *  - site (tests/site/, when there): what only this site's pages satisfy. It is the site's own
 *    folder, which the Docusaurus import replaces.
 */
const SITE_TESTS = 'tests/site';

/** The base URL dist/ is built for: its pages are served, and found, under it. */
const { baseUrl: siteBaseUrl = '/' } = parse(readFileSync('site.yaml', 'utf8')) as { baseUrl?: string };

/**
 * Debian's Chromium headless shell: no browser download is needed, or possible, on the machines
 * we run on. The shell is the browser's engine without the desktop browser around it, as
 * Playwright's own headless runs use. The suite is bound by CPU, and the same end-to-end tests
 * take about a third less time in it than in the full browser; where only the full browser is
 * installed (scripts/ensure-chromium.sh), they run in that.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const chromium = (baseURL: string) => ({ ...devices['Desktop Chrome'], baseURL, launchOptions: chromiumLaunch });

/**
 * Firefox ESR, Debian's (scripts/ensure-firefox.sh), driven through WebDriver BiDi as Playwright
 * drives a Firefox it did not patch. What a reader's browser decides (navigation, search, the type
 * tips, the phone menu, the colour mode, the copy buttons, a clean console) runs in it as well:
 * the engine's tests tagged READER_TAG.
 */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const firefox = (baseURL: string) => ({
  ...devices['Desktop Firefox'],
  baseURL,
  channel: 'moz-firefox',
  launchOptions: {
    executablePath: firefoxPath,
    // Its BiDi cannot emulate a colour scheme (patches/playwright-core-1.65.1.mjs): pages see
    // light, as they see it in Chromium by default, whatever the machine's theme.
    firefoxUserPrefs: { 'layout.css.prefers-color-scheme.content-override': 1 },
  },
});
const siteURL = `http://127.0.0.1:${PORT}${siteBaseUrl}`;
const projects: Project[] = [
  { name: 'engine', testDir: 'tests/e2e', use: chromium(`http://127.0.0.1:${ENGINE_PORT}`) },
  {
    name: 'engine-firefox',
    testDir: 'tests/e2e',
    grep: new RegExp(READER_TAG),
    use: firefox(`http://127.0.0.1:${ENGINE_PORT}`),
  },
  { name: 'every-site', testDir: 'tests/every-site', use: chromium(siteURL) },
  // The folder also holds the site's vitest tests (*.test.ts).
  ...(existsSync(SITE_TESTS)
    ? [{ name: 'site', testDir: SITE_TESTS, testMatch: '**/*.spec.ts', use: chromium(siteURL) }]
    : []),
];

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once has found something, and a second try would hide it.
  retries: 0,
  timeout: 30_000,
  // Conditions, not sleeps, but given time: a page's first search downloads its index and builds
  // the engine, which on two cores shared by two browsers can take longer than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/playwright.json' }]],
  use: { launchOptions: chromiumLaunch, trace: 'off' },
  projects,
  webServer: [
    {
      command: `PORT=${PORT} npx tsx src/node/serve.ts`,
      url: siteURL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The fixture's build, made first when there is none (the test command makes it beforehand).
      command: `{ test -f ${E2E_SITE_OUT_DIR}/index.html || npm run --silent build:e2e-site; } && PORT=${ENGINE_PORT} npx tsx src/node/serve.ts --site-root ${E2E_SITE_ROOT} --out-dir ${E2E_SITE_OUT_DIR}`,
      url: `http://127.0.0.1:${ENGINE_PORT}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
