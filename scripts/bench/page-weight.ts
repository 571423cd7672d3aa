import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { PAGE_DATA_DIR } from '../../src/shared/page-data';

/** How long the network stays quiet before "until idle" is read: a visit with no interaction. */
export const IDLE_WINDOW_MS = 5_000;

export interface PageWeight {
  /**
   * Bytes of the response bodies transferred (compressed as the server sends them) for what was
   * requested before the load event. Headers are not counted: a host over HTTP/2 or 3 compresses
   * the ones every response repeats (the security headers) to a few bytes.
   */
  beforeLoad: number;
  requestsBeforeLoad: number;
  /**
   * Bytes transferred until the page has been idle, without any interaction, for IDLE_WINDOW_MS
   * after the network went idle; a request still open by then counts with what it has received.
   */
  untilIdle: number;
  requestsUntilIdle: number;
  /** The paths of the requests still open when the measure ended: the page was not idle. */
  open: string[];
  /** The paths of what was fetched after the load event, for a reader of a failed budget. */
  afterLoad: string[];
}

/** The path of every page of a built site, from its HTML files ("/", "/docs/", "/docs/v1/pick"). */
export function sitePages(dist: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      // The app's chunks and the data files (doc bodies among them) are no pages.
      if (entry.isDirectory())
        return entry.name === 'assets' || (dir === dist && entry.name === PAGE_DATA_DIR) ? [] : walk(path);
      return entry.name.endsWith('.html') && entry.name !== '404.html' ? [path] : [];
    });
  return walk(dist)
    .map(
      (file) =>
        `/${relative(dist, file)
          .replace(/(^|\/)index\.html$/, '$1')
          .replace(/\.html$/, '')}`,
    )
    .sort();
}

/**
 * A cold visit of `url` in `page` (a fresh browser context: nothing cached), read from the
 * browser's own network events. The wait after the network goes idle is the window being
 * measured, not a wait for a condition.
 */
export async function measurePageWeight(
  page: Page,
  url: string,
  { settleMs = 10_000 }: { settleMs?: number } = {},
): Promise<PageWeight> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  const started = new Map<string, { url: string; at: number }>();
  const finished: Array<{ url: string; bytes: number; startedAt: number }> = [];
  const headers = new Map<string, number>();
  // What each request has received so far, so that one still open counts too.
  const received = new Map<string, number>();
  let loadedAt = Number.POSITIVE_INFINITY;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('data:'))
      started.set(event.requestId, { url: event.request.url, at: event.timestamp });
  });
  // What had arrived when the response began is its status line and headers.
  cdp.on('Network.responseReceived', (event) => headers.set(event.requestId, event.response.encodedDataLength));
  cdp.on('Network.dataReceived', (event) =>
    received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.encodedDataLength),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId);
    started.delete(event.requestId);
    if (request)
      finished.push({
        url: request.url,
        bytes: event.encodedDataLength - (headers.get(event.requestId) ?? 0),
        startedAt: request.at,
      });
  });
  cdp.on('Network.loadingFailed', (event) => started.delete(event.requestId));
  cdp.on('Page.loadEventFired', (event) => {
    loadedAt = Math.min(loadedAt, event.timestamp);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(IDLE_WINDOW_MS);
  // Whatever started in the window is counted whole if it ends within settleMs; what is still
  // open then counts with what it has received, and is named.
  const deadline = Date.now() + settleMs;
  while (started.size > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
  const open = [...started].map(([id, request]) => ({
    url: request.url,
    bytes: received.get(id) ?? 0,
    startedAt: request.at,
  }));
  await cdp.detach();
  const counted = [...finished, ...open];
  const early = counted.filter((request) => request.startedAt <= loadedAt);
  const sum = (requests: typeof finished) => requests.reduce((total, request) => total + request.bytes, 0);
  const path = (request: { url: string }) => new URL(request.url).pathname;
  return {
    beforeLoad: sum(early),
    requestsBeforeLoad: early.length,
    untilIdle: sum(counted),
    requestsUntilIdle: counted.length,
    afterLoad: counted.filter((request) => request.startedAt > loadedAt).map(path),
    open: open.map(path),
  };
}
