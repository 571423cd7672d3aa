import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 4317);

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

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once has found something, and a second try would hide it.
  retries: 0,
  timeout: 30_000,
  // Conditions, not sleeps, but given time: a page's first search downloads its index and builds
  // the engine, which on two cores shared by two browsers can take longer than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    command: `PORT=${PORT} npx tsx src/node/serve.ts`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
