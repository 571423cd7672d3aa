import { statSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeReport, otherModeAxeReport } from '../e2e/support/axe';
import { collectConsole, type ConsoleEntry } from '../e2e/support/browser';
import { builtPages, builtVersion, siteAddress, siteConfig } from './support/built-site';

/**
 * Every page of the site, its routes read from the build, loaded once each: it answers with its
 * page (a heading and a title), logs no error, fetches nothing that fails, and axe-core (WCAG 2.1
 * A and AA) finds nothing in either colour mode, the second reached with the colour-mode toggle
 * as a reader reaches it (there, axe runs the rules a change of colours can change, and every rule
 * on what that mode alone shows). The not-found page and the search page with results are among them. At
 * phone width, where the layout changes what axe sees, one page of each kind. Each test reports
 * all its pages together.
 */

const NOT_FOUND = '/no-such-page-here';
const pages = builtPages();
const versions = siteConfig.docs.versions.map((version) => builtVersion(version.name));
const versionDocs = versions.map((version) => version.docs);
const docRoutes = new Set(versionDocs.flat().map((doc) => doc.path));
const searchRoute = `/${siteConfig.search.searchPagePath}`;
// A word of the first doc's title, so that the search page has results to show.
const titleWord = versionDocs.flat().flatMap((doc) => doc.title.match(/\p{L}{3,}/u) ?? [])[0];
const allRoutes = [
  ...pages.map(({ route }) => route),
  ...(titleWord === undefined ? [] : [`${searchRoute}?q=${encodeURIComponent(titleWord)}`]),
  NOT_FOUND,
];

/** One page of each kind: the pages besides the docs, each version's main doc and the largest page. */
const largest = pages.reduce<{ route: string; size: number } | undefined>((found, { route, file }) => {
  const { size } = statSync(file);
  return found === undefined || size > found.size ? { route, size } : found;
}, undefined);
const phoneRoutes = [
  ...new Set([
    ...allRoutes.filter((route) => !docRoutes.has(route)),
    ...versions.flatMap(({ docs, mainDocId }) => docs.filter((doc) => doc.id === mainDocId).map((doc) => doc.path)),
    ...(largest === undefined ? [] : [largest.route]),
  ]),
];

// Pages with long examples (hundreds of typed identifiers) take axe a while: small parts.
const PARTS = 6;
const widths = {
  desktop: { viewport: { width: 1280, height: 800 }, routes: allRoutes, parts: PARTS },
  mobile: { viewport: { width: 390, height: 844 }, routes: phoneRoutes, parts: 1 },
} as const;

const { defaultMode, disableSwitch, respectPrefersColorScheme } = siteConfig.colorMode;
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const toggle = (page: Page) => page.locator('button.color-mode-toggle').first();

/** Waits until React has hydrated the page: its colour-mode toggle is enabled then, where it has one. */
async function hydrated(page: Page): Promise<void> {
  if (disableSwitch) await page.waitForLoadState('networkidle');
  else await expect(page.locator('button.color-mode-toggle').first()).toBeEnabled();
}

/**
 * Switches to the other colour mode as a reader would, with the toggle; at phone width, where
 * it is in the closed menu, as the reader's stored choice, the page loaded again. False when
 * the site has only one mode.
 */
async function switchColourMode(page: Page, from: string): Promise<boolean> {
  const other = from === 'dark' ? 'light' : 'dark';
  if (disableSwitch) {
    if (!respectPrefersColorScheme) return false;
    await page.emulateMedia({ colorScheme: other });
  } else if (await toggle(page).isVisible()) {
    // With the system's preference respected, the toggle goes through "system" too.
    for (let click = 0; click < 3 && (await theme(page)) !== other; click++) await toggle(page).click();
  } else {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), other);
    await page.reload();
    await hydrated(page);
  }
  await expect.poll(() => theme(page)).toBe(other);
  return true;
}

/** The responses of 400 and up, from now on, but the page's own on the not-found route. */
function failedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const own = response.request().isNavigationRequest() && response.status() === 404;
    if (response.status() >= 400 && !(own && new URL(response.url()).pathname.endsWith(NOT_FOUND)))
      failed.push(`HTTP ${response.status()} ${response.url()}`);
  });
  return failed;
}

async function checkPage(
  page: Page,
  route: string,
  seen: { console: ConsoleEntry[]; failed: string[] },
  width: string,
): Promise<string[]> {
  const problems: string[] = [];
  seen.console.length = 0;
  seen.failed.length = 0;
  const response = await page.goto(siteAddress(route));
  const expected = route === NOT_FOUND ? 404 : 200;
  if (response?.status() !== expected) problems.push(`${route}: HTTP ${response?.status()}, not ${expected}`);
  await hydrated(page);
  const headings = await page.locator('h1:visible').allInnerTexts();
  if (headings.length !== 1 || headings[0]!.trim() === '')
    problems.push(`${route}: ${headings.length} visible h1 (${JSON.stringify(headings)}), not one with text`);
  if ((await page.title()).trim() === '') problems.push(`${route}: no title`);
  const first = (await theme(page)) ?? defaultMode;
  problems.push(...(await axeReport(page, `${route} (${first}, ${width})`)));
  if (await switchColourMode(page, first)) {
    const second = (await theme(page))!;
    problems.push(...(await otherModeAxeReport(page, `${route} (${second}, ${width})`)));
  }
  // The browser logs a response of 400 and up as an error of its own; those are reported by address.
  const errors = seen.console.filter(
    (entry) =>
      (entry.type === 'error' || entry.type === 'pageerror') && !entry.text.startsWith('Failed to load resource:'),
  );
  problems.push(...errors.map((entry) => `${route}: console ${entry.type}: ${entry.text.slice(0, 300)}`));
  problems.push(...seen.failed.map((failure) => `${route}: ${failure}`));
  return problems;
}

test('the page list is read from the build: every page, the not-found page, and a page of each kind at phone width', () => {
  expect(docRoutes.size).toBeGreaterThan(0);
  expect(allRoutes).toContain('/');
  expect(allRoutes).toContain(searchRoute);
  expect(phoneRoutes.every((route) => allRoutes.includes(route))).toBe(true);
});

for (const [width, { viewport, routes: widthRoutes, parts }] of Object.entries(widths)) {
  test.describe(`${width} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    for (let part = 0; part < parts; part++) {
      const routes = widthRoutes.filter((_, index) => index % parts === part);
      test(`each page answers with its page, logs no error and has no WCAG 2.1 AA violation in either colour mode, part ${part + 1} of ${parts}`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const seen = { console: collectConsole(page), failed: failedResponses(page) };
        const problems: string[] = [];
        for (const route of routes) {
          await test.step(route, async () => {
            problems.push(...(await checkPage(page, route, seen, width)));
          });
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
