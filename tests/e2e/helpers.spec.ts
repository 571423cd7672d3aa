import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { IDLE_WINDOW_MS, measurePageWeight } from '../../scripts/bench/page-weight';
import { idle, waitForHydration } from './support/browser';

/**
 * The waits other specs rely on, each given the delay it guards against: a check built on them
 * that passes has waited for what it watches.
 */

test('idle() waits for the idle work the page asked for first, even while the page stays busy for longer than 2 s', async ({
  page,
}) => {
  await page.goto('/versions');
  await waitForHydration(page);
  await page.evaluate(() => {
    const state = window as Window & { __idleWorkDone?: boolean };
    state.__idleWorkDone = false;
    requestIdleCallback(() => (state.__idleWorkDone = true));
    // Back-to-back tasks of 45 ms for 3 s leave the page no idle moment until they end (messages,
    // unlike nested timers, come with no pause between them).
    const end = performance.now() + 3_000;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const until = performance.now() + 45;
      while (performance.now() < until);
      if (performance.now() < end) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });
  await idle(page);
  expect(await page.evaluate(() => (window as Window & { __idleWorkDone?: boolean }).__idleWorkDone)).toBe(true);
});

test.describe('the page-weight measure of the byte budgets', () => {
  let server: Server;
  let origin: string;
  test.beforeAll(async () => {
    // A page that starts a large download after its load and never finishes it.
    server = createServer((request, response) => {
      if (request.url === '/big') {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.write(Buffer.alloc(150 * 1024, 1));
        return; // left open
      }
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Open</title><script>setTimeout(() => fetch("/big"), 1000);</script>');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  test('counts a request still open when it ends, with what it has received, and names it', async ({ page }) => {
    test.setTimeout(IDLE_WINDOW_MS + 30_000);
    const weight = await measurePageWeight(page, `${origin}/`, { settleMs: 500 });
    expect(weight.open).toEqual(['/big']);
    expect(weight.untilIdle).toBeGreaterThan(120 * 1024);
  });
});
