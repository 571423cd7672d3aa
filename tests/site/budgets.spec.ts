import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { measurePageWeight, sitePages } from '../../scripts/bench/page-weight';
import { typesShare, withoutTypes } from '../../scripts/bench/types-share';
import { PAGE_DATA_DIR } from '../../src/shared/page-data';
import { distDir as DIST } from '../every-site/support/built-site';

/**
 * effectie's byte budgets for its pages. A cold load's, from the built files: every script and
 * stylesheet a page's HTML makes the browser fetch before anyone interacts (its entry, the
 * modules it preloads and the CSS), gzip-compressed as a static host sends them. Chunks fetched
 * later on demand (search, the mobile menu, prefetches of other pages) are not part of it.
 */
const JS_BUDGET = 85 * 1024;
/**
 * The search page answers its query before anyone interacts, so the search client and the result
 * helpers are its own page code; they are shared with the light search dialog, and Rollup splits
 * them into chunks of a few hundred bytes each. One more kilobyte, for that page only.
 */
const SEARCH_PAGE_JS_BUDGET = 86 * 1024;
const CSS_BUDGET = 10 * 1024;

/** The site's pages: not its assets, nor the doc bodies among its data files, which a page loads. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'assets' || (dir === DIST && entry.name === PAGE_DATA_DIR) ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

function firstLoad(html: string) {
  const js = new Set(
    [
      ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
    ].map((match) => match[1]!),
  );
  // A disabled link is not fetched: it marks the inlined stylesheet as present.
  const css = new Set(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"(?![^>]*\sdisabled)/g)].map((match) => match[1]!),
  );
  // The site's stylesheet is inlined into each page; it counts as CSS all the same.
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce(
    (sum, match) => sum + gzipSync(match[1]!).length,
    0,
  );
  return {
    js: [...js].reduce((sum, file) => sum + gzipSize(file), 0),
    css: [...css].reduce((sum, file) => sum + gzipSize(file), 0) + inline,
    stylesheets: css.size,
    files: js.size,
  };
}

test('every page loads at most 85 KB of JavaScript (86 KB on the search page) and 10 KB of CSS (gzip) before the first interaction', () => {
  const pages = htmlFiles(DIST);
  expect(pages.length).toBeGreaterThanOrEqual(51);
  const over = pages.flatMap((page) => {
    const { js, css, files, stylesheets } = firstLoad(readFileSync(page, 'utf8'));
    expect(files, `${relative(DIST, page)} loads its scripts`).toBeGreaterThan(0);
    // A stylesheet link blocks the first paint for a round trip; the CSS is in the page instead.
    expect(stylesheets, `${relative(DIST, page)} links no stylesheet`).toBe(0);
    expect(css, `${relative(DIST, page)} has its CSS`).toBeGreaterThan(4 * 1024);
    const jsBudget = relative(DIST, page) === 'search.html' ? SEARCH_PAGE_JS_BUDGET : JS_BUDGET;
    return js > jsBudget || css > CSS_BUDGET
      ? [`${relative(DIST, page)}: ${(js / 1024).toFixed(1)} KB JS, ${(css / 1024).toFixed(1)} KB CSS`]
      : [];
  });
  expect(over).toEqual([]);
});

test("the types in the examples add at most 25% to any page's HTML (gzip)", () => {
  const typed = htmlFiles(DIST).filter((file) => /aria-describedby="t\.\d+"/.test(readFileSync(file, 'utf8')));
  expect(typed.length).toBeGreaterThanOrEqual(47);
  const shares = typed.map((file) => {
    const html = readFileSync(file, 'utf8');
    // The check must see every identifier go, or it measures nothing.
    expect(withoutTypes(html), relative(DIST, file)).not.toMatch(/aria-describedby="t\./);
    return { page: relative(DIST, file), share: typesShare(html).share };
  });
  expect(
    shares.filter(({ share }) => share > 0.25).map(({ page, share }) => `${page}: +${(share * 100).toFixed(1)}%`),
  ).toEqual([]);
});

/**
 * What a cold visit costs a reader who does nothing, in bytes transferred as the site's server
 * sends them (gzip): the first paint's share before the load event, and everything until the
 * page has been idle for a while. Search, other pages and their chunks load on intent only.
 */
const BEFORE_LOAD_BUDGET = 40 * 1024;
const UNTIL_IDLE_BUDGET = 120 * 1024;

/**
 * Most of a measure is the quiet window after the network goes idle, which costs no CPU: the
 * pages of a group are visited side by side, each in a fresh context of its own (nothing cached,
 * nothing shared), and a group reports every page over its budgets together. Their starts are
 * spread out so that the loads do not all want the CPU at once, which the test in the other
 * worker would feel.
 */
const GROUPS = 8;
const STAGGER_MS = 400;

test.describe('every page of the site, visited cold without interaction', () => {
  test.describe.configure({ mode: 'parallel' });
  // The doc bodies among the data files are parts of pages, which load them.
  const pages = sitePages(DIST);

  test('the page list has every page of the site', () => {
    expect(pages.length).toBeGreaterThanOrEqual(62);
  });

  for (let group = 0; group < GROUPS; group++) {
    const paths = pages.filter((_, index) => index % GROUPS === group);
    test(`group ${group + 1} of ${GROUPS} (${paths.length} pages, from ${paths[0]}) transfers at most 40 KB before their load event and 120 KB until idle per page`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const problems = await Promise.all(
        paths.map(async (path, index) => {
          await new Promise((started) => setTimeout(started, index * STAGGER_MS));
          const context = await browser.newContext({ baseURL });
          try {
            const weight = await measurePageWeight(await context.newPage(), path);
            const detail = `${path}: ${(weight.beforeLoad / 1024).toFixed(1)} KB before load, ${(weight.untilIdle / 1024).toFixed(1)} KB until idle; after load: ${weight.afterLoad.join(', ')}`;
            const found: string[] = [];
            // The page itself and the app's code are always there: a measure that saw nothing fails.
            if (weight.untilIdle <= 60 * 1024) found.push(`${detail}: too little to be the page`);
            if (weight.beforeLoad > BEFORE_LOAD_BUDGET)
              found.push(`${detail}: over ${BEFORE_LOAD_BUDGET / 1024} KB before load`);
            if (weight.untilIdle > UNTIL_IDLE_BUDGET)
              found.push(`${detail}: over ${UNTIL_IDLE_BUDGET / 1024} KB until idle`);
            if (weight.open.length > 0)
              found.push(`${detail}: still loading when the measure ended: ${weight.open.join(', ')}`);
            // The search page is itself the sign of a search: it loads the engine and the index.
            const search = weight.afterLoad.filter((file) => /\/assets\/(SearchModal|search-|style-)/.test(file));
            if (path !== '/search' && search.length > 0)
              found.push(`${path}: search loaded without intent: ${search.join(', ')}`);
            return found;
          } finally {
            await context.close();
          }
        }),
      );
      expect(problems.flat()).toEqual([]);
    });
  }
});
