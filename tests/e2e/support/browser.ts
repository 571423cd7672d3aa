import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';

export interface ConsoleEntry {
  type: string;
  text: string;
}

/** Console messages and uncaught errors of a page, from now on. */
export function collectConsole(page: Page): ConsoleEntry[] {
  const entries: ConsoleEntry[] = [];
  page.on('console', (message) => entries.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: `${error.name}: ${error.message}` }));
  return entries;
}

/** Answers requests for one asset chunk (a file name under /assets/) with `handler`. */
export async function interceptChunk(page: Page, file: string, handler: (route: Route, request: Request) => Promise<void> | void, options: { times?: number } = {}): Promise<void> {
  await page.route(`**/assets/${file}`, (route, request) => handler(route, request), options);
}

/**
 * Holds every request matching `url` until the returned function is called, as a slow network
 * would: the page shows what it shows while it waits.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Requests for one chunk made by the page, in order. */
export function recordChunkRequests(page: Page, file: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(`/assets/${file}`)) urls.push(request.url());
  });
  return urls;
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Counts the page's requests from now on; the function returned resolves once none is in flight
 * and the page has then been idle, so that what their responses resolve has run in the page too.
 */
export function trackRequests(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    await expect.poll(() => inFlight.size).toBe(0);
    await idle(page);
  };
}

/**
 * Resolves once the page's main thread has been idle: what the page had queued by then (React's
 * reports of what it found while hydrating, the work it leaves for idle time) has run. On a
 * machine too busy to ever leave the page idle, Chromium runs the callback after 2 s anyway: by
 * then the queued tasks have had their turn, which is all a caller relies on.
 */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2_000 })));
}

/** The colour-mode toggle is enabled once React has hydrated the page (also while CSS hides it). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('button[aria-label^="Switch between dark and light mode"]').first()).toBeEnabled();
}

/** Opens the search dialog on a hydrated `path` with Ctrl+K; the dialog, its query box focused. */
export async function openSearchDialog(page: Page, path = '/docs/'): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal.getByRole('combobox')).toBeFocused();
  return modal;
}

/** A marker that only survives as long as the document does: a full page load clears it. */
export async function setDocumentMarker(page: Page, value: string): Promise<void> {
  await page.evaluate((marker) => {
    (window as Window & { __e2eMarker?: string }).__e2eMarker = marker;
  }, value);
}

export async function documentMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as Window & { __e2eMarker?: string }).__e2eMarker);
}

/** Makes prefetching off for the page, as a visitor who saves data has it. */
export async function emulateSaveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
    });
  });
}

/** The JS module a page chunk is replaced with when a test wants it to throw while rendering. */
export const throwingPageModule =
  "export default function Page() { throw new Error('Outer failure', { cause: new Error('Inner failure') }); }";

export const jsModule = (body: string) => ({ status: 200, contentType: 'text/javascript; charset=utf-8', body });
