import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { readerLaunchOptions } from './reader-browser';
import { canMeasureMemory, treeRss } from './scale-memory';

export interface DevServerStart {
  /** From starting `vite` to a 200 with the page's HTML. */
  seconds: number;
  /** The resident memory of Vite's process tree then, in bytes; undefined where /proc is not there to read. */
  rssBytes: number | undefined;
  /** From starting `vite` to Chromium, opened on the page once it answered, showing the doc's text. */
  contentSeconds: number;
  /** From saving a paragraph into the open page's file to the browser showing it, in milliseconds. */
  savedPageShowsMs: number;
}

/** The page the measure opens, and its file: the current version's docs home. */
const SAVED_PAGE = { path: '/docs/', file: 'content/current/index.md' };

/**
 * Opens the page in a browser and notes when it shows the doc's text; then saves a paragraph into
 * its file, and times until the page shows it.
 */
async function openAndSave(
  root: string,
  origin: string,
  started: number,
): Promise<{ contentSeconds: number; savedPageShowsMs: number }> {
  const browser = await chromium.launch(readerLaunchOptions);
  const file = join(root, SAVED_PAGE.file);
  const original = await readFile(file, 'utf8');
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}${SAVED_PAGE.path}`);
    await page.locator('.markdown').first().waitFor({ timeout: GIVE_UP_MS });
    const contentSeconds = (performance.now() - started) / 1000;
    const marker = `Saved at ${Date.now()}.`;
    const saved = performance.now();
    await writeFile(file, `${original.trimEnd()}\n\n${marker}\n`);
    await page.waitForFunction(
      (text) => document.querySelector('.markdown')?.textContent?.includes(text) === true,
      marker,
      { timeout: GIVE_UP_MS, polling: 'raf' },
    );
    return { contentSeconds, savedPageShowsMs: performance.now() - saved };
  } finally {
    await writeFile(file, original);
    await browser.close();
  }
}

/** How long a site owner may wait for the first page before the measure gives up. */
const GIVE_UP_MS = 10 * 60_000;

/**
 * Starts the development server of `root` (`vite`, as `npm run dev` does) on `port` and asks for
 * `path` until it answers 200 with the app's HTML: the time a site owner waits for the first page.
 * Then the time a saved page takes to show in the open browser.
 */
export async function devServerFirstPage(root: string, port: number, path = '/docs/'): Promise<DevServerStart> {
  const started = performance.now();
  // A process group of its own, so that Vite and what it started end together.
  const child = spawn(join(root, 'node_modules/.bin/vite'), ['--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  let exited: number | null | undefined;
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  child.on('exit', (code) => (exited = code));
  child.on('error', (error) => {
    stderr += error.message;
    exited = null;
  });
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      if (exited !== undefined)
        throw new Error(`vite stopped (exit ${exited}) before it served ${path}:\n${stderr.trim()}`);
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        signal: AbortSignal.timeout(GIVE_UP_MS),
      }).catch(() => undefined);
      if (response?.status === 200 && (await response.text()).includes('<div id="root"')) {
        const seconds = (performance.now() - started) / 1000;
        const rssBytes = canMeasureMemory() ? treeRss(child.pid!) : undefined;
        return { seconds, rssBytes, ...(await openAndSave(root, `http://127.0.0.1:${port}`, started)) };
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
    throw new Error(`vite did not serve ${path} within ${GIVE_UP_MS / 60_000} minutes.`);
  } finally {
    if (exited === undefined && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((ended) => {
        child.once('exit', ended);
        setTimeout(ended, 5000);
      });
    }
  }
}
