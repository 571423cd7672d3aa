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

/** Matches the requests for one address of the site (a path from its root, as the helpers of site.ts give), whatever their query. */
export const atPath =
  (path: string) =>
  (url: URL): boolean =>
    url.pathname === path;

/** Answers requests for one address of the site with `handler`; the function returned stops that. */
export async function interceptPath(
  page: Page,
  path: string,
  handler: (route: Route, request: Request) => Promise<void> | void,
  options: { times?: number } = {},
): Promise<() => Promise<void>> {
  const matcher = atPath(path);
  await page.route(matcher, (route, request) => handler(route, request), options);
  return () => page.unroute(matcher);
}

/** Answers requests for one asset chunk (a file name under /assets/) with `handler`. */
export async function interceptChunk(
  page: Page,
  file: string,
  handler: (route: Route, request: Request) => Promise<void> | void,
  options: { times?: number } = {},
): Promise<void> {
  await page.route(`**/assets/${file}`, (route, request) => handler(route, request), options);
}

/**
 * Holds every request matching `url` until the returned function is called, as a slow network
 * would: the page shows what it shows while it waits.
 */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean)): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Requests made by the page for one address of the site (a path from its root), in order. */
export function recordRequests(page: Page, path: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) urls.push(request.url());
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
 * reports of what it found while hydrating, the work it leaves for idle time) has run, since idle
 * callbacks run in the order they were asked for. It waits for as long as the page stays busy,
 * so a check after it never passes before what it watches has happened (tests/e2e/helpers.spec.ts
 * keeps a page busy for longer than any fixed limit would wait).
 */
export async function idle(page: Page): Promise<void> {
  // Headless Chromium at times starts no idle period while nothing asks it for a frame, though the
  // main thread is idle (a CPU profile then shows only "(idle)"): the frame asked for first makes it.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestIdleCallback(() => done()))),
  );
}

/** Timers up to this long are work the page is about to do; longer ones are not "soon". */
const SOON_MS = 1_000;

/**
 * Counts the page's pending timers from its first script on, so that timersSettled can wait for
 * those it has set (a link's rest delay, a spinner's delay) to have fired or been cleared.
 * `stretch` lengthens timers of the given delays (delay -> new delay), to show that a check
 * waits for a timer however long it takes.
 */
export async function watchTimers(page: Page, stretch: Record<number, number> = {}): Promise<void> {
  await page.addInitScript(
    ({ soon, stretched }) => {
      const pending = new Set<number>();
      const set = window.setTimeout.bind(window);
      const clear = window.clearTimeout.bind(window);
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        const wait = stretched[String(delay ?? 0)] ?? delay ?? 0;
        const id: number = set(() => {
          pending.delete(id);
          if (typeof handler === 'function') (handler as (...values: unknown[]) => void)(...args);
        }, wait);
        if (wait <= soon) pending.add(id);
        return id;
      }) as typeof window.setTimeout;
      window.clearTimeout = ((id?: number) => {
        if (id !== undefined) pending.delete(id);
        clear(id);
      }) as typeof window.clearTimeout;
      (window as Window & { __pendingTimers?: () => number }).__pendingTimers = () => pending.size;
    },
    { soon: SOON_MS, stretched: Object.fromEntries(Object.entries(stretch).map(([from, to]) => [String(from), to])) },
  );
}

/** Resolves once every timer the page set (see watchTimers) has fired or been cleared, and what they started has run. */
export async function timersSettled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __pendingTimers?: () => number }).__pendingTimers!()))
    .toBe(0);
  await idle(page);
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

/** A page component, `Page`, that throws while rendering, as makeDocPageThrow takes it. */
export const throwingPage =
  "function Page() { throw new Error('Outer failure', { cause: new Error('Inner failure') }); }";

/**
 * Makes one doc's page throw while rendering, and no other's. Every doc page is made by the one
 * chunk they share (create-doc-page-*.js): it is answered by a module that gives that doc `Page`,
 * declared by `pageSource`, and every other doc the page the real chunk (loaded under another
 * query, so as another module) makes.
 */
export async function makeDocPageThrow(
  page: Page,
  docId: string,
  versionName: string,
  pageSource: string,
): Promise<void> {
  const shared = /^\/assets\/create-doc-page-[\w-]+\.js$/;
  await page.route(
    (url) => shared.test(url.pathname) && url.search === '',
    (route, request) =>
      route.fulfill(
        jsModule(
          [
            `import { createDocPage as realDocPage } from ${JSON.stringify(`${new URL(request.url()).pathname}?real`)};`,
            pageSource,
            'export function createDocPage(data, ...rest) {',
            `  return data.id === ${JSON.stringify(docId)} && data.versionName === ${JSON.stringify(versionName)} ? Page : realDocPage(data, ...rest);`,
            '}',
          ].join('\n'),
        ),
      ),
  );
}

export const jsModule = (body: string) => ({ status: 200, contentType: 'text/javascript; charset=utf-8', body });

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<number> {
  await target.waitFor({ state: 'attached' });
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`Tab never reached ${target} within ${max} presses`);
}
