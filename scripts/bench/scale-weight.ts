import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveStatic } from '../../src/node/serve';
import { measurePageWeight, sitePages, type PageWeight } from './page-weight';
import { readerLaunchOptions } from './reader-browser';

/** The HTML file of a page of a built site: "/docs/" is docs/index.html. */
const pageFile = (dist: string, route: string) => join(dist, `${route.replace(/\/$/, '/index').slice(1)}.html`);

const gzipped = promisify(gzip);

/**
 * The page of `dist` whose HTML is largest once compressed, as the server sends it (an API
 * reference page is long but compresses far better than a page of examples). What a page fetches
 * before its load event besides its HTML (the entry, the logo) is the same on every page, so it is
 * also the heaviest then; visiting each of thousands of pages would take hours.
 */
export async function heaviestPage(dist: string): Promise<string> {
  let heaviest = { route: '', bytes: -1 };
  for (const route of sitePages(dist)) {
    const bytes = (await gzipped(await readFile(pageFile(dist, route)))).length;
    if (bytes > heaviest.bytes) heaviest = { route, bytes };
  }
  return heaviest.route;
}

/** A cold visit of the heaviest page of `dist`, served gzip-compressed on `port`, as `npm run bench -- --weight` measures each page. */
export async function heaviestPageWeight(dist: string, port: number): Promise<{ route: string; weight: PageWeight }> {
  const route = await heaviestPage(dist);
  const server = await serveStatic({ root: dist, mount: '/', port });
  const browser = await chromium.launch(readerLaunchOptions);
  try {
    const context = await browser.newContext();
    const weight = await measurePageWeight(await context.newPage(), `http://127.0.0.1:${port}${route}`);
    await context.close();
    return { route, weight };
  } finally {
    await browser.close();
    server.close();
  }
}
