import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Request } from '@playwright/test';
import { serveStatic } from '../../src/node/serve';
import { siteRoot } from './support/site';

/**
 * The hosted-provider path needs a site built with appId, apiKey and indexName: this file builds
 * one into .cache and serves it, and stubs the service's HTTP API with route interception.
 */
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const workDir = join(projectRoot, '.cache/e2e-search-hosted');
const outDir = join(workDir, 'dist');
// Beside the site's own site.yaml, whose folder the build reads the site from; .cache/ is never committed.
const configFile = '.cache/site.search-hosted.yaml';
const APP_ID = 'E2EHOSTEDAPP';
const API_KEY = 'search-only-e2e-key';
const INDEX = 'effectie-e2e';

function hostedSiteYaml(): string {
  const real = readFileSync(join(siteRoot, 'site.yaml'), 'utf8');
  const search = [
    'search:',
    '  contextualSearch: true',
    '  searchPagePath: search',
    '  placeholder: Search docs',
    `  appId: ${APP_ID}`,
    `  apiKey: ${API_KEY}`,
    `  indexName: ${INDEX}`,
    '  transformItems: stripTitleSuffix',
    '  externalUrlRegex: "^https://blog\\\\.example\\\\.org/"',
  ].join('\n');
  return `${real.replace(/^search:\n(?:[ \t]+.*\n?)*/m, '')}\n${search}\n`;
}

function buildHostedSite() {
  mkdirSync(join(siteRoot, '.cache'), { recursive: true });
  writeFileSync(join(siteRoot, configFile), hostedSiteYaml());
  // The real build, prerendering included, as a site owner would run it with this site.yaml.
  execFileSync(
    process.execPath,
    [
      join(projectRoot, 'node_modules/tsx/dist/cli.mjs'),
      'src/node/build.ts',
      '--site-root',
      siteRoot,
      '--config',
      configFile,
      '--out-dir',
      '.cache/e2e-search-hosted/dist',
    ],
    { cwd: projectRoot, stdio: 'pipe' },
  );
}

/** Serves the build as a static host does, with the headers (CSP included) it wrote. */
function serve(): Promise<Server> {
  return serveStatic({ root: outDir, mount: '/', port: 0 });
}

const hit = (path: string, lvl1: string, content: string | null, type: 'lvl1' | 'content') => ({
  objectID: path,
  url: path.startsWith('http') ? path : `https://effectie.kevinlee.io${path}`,
  url_without_anchor: path,
  anchor: null,
  type,
  content,
  hierarchy: { lvl0: 'For Cats Effect', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  _highlightResult: {
    hierarchy: {
      lvl0: { value: 'For Cats Effect', matchLevel: 'none', matchedWords: [] },
      lvl1: { value: lvl1.replace('Fx', '<mark>Fx</mark>'), matchLevel: 'full', matchedWords: ['fx'] },
    },
  },
  _snippetResult: {
    hierarchy: {
      lvl0: { value: 'For Cats Effect', matchLevel: 'none' },
      lvl1: { value: lvl1.replace('Fx', '<mark>Fx</mark>'), matchLevel: 'full' },
    },
    ...(content ? { content: { value: content.replace('Fx', '<mark>Fx</mark>'), matchLevel: 'full' } } : {}),
  },
});

const stubHits = [
  hit('/docs/v1/docs/cats-effect/fx', 'Fx | Effectie', null, 'lvl1'),
  hit('/docs/v1/docs/cats-effect/', 'For Cats Effect | Effectie', 'Fx: constructing effects.', 'content'),
  hit('https://blog.example.org/fx-post', 'Fx on the blog', null, 'lvl1'),
];
const STUB_COUNT = 42;

interface SentRequest {
  indexName: string;
  query?: string;
  facetFilters?: unknown;
  params?: string;
}

/** Answers the service's multi-query endpoint on any of its hosts, and records what was asked. */
async function stubSearchService(page: Page): Promise<{ bodies: SentRequest[][]; requests: Request[] }> {
  const bodies: SentRequest[][] = [];
  const requests: Request[] = [];
  await page.route(/^https:\/\/[^/]*algolia(?:net)?\.(?:net|com)\/1\/indexes\/\*\/queries/i, async (route, request) => {
    requests.push(request);
    const body = JSON.parse(request.postData() ?? '{}') as { requests: SentRequest[] };
    bodies.push(body.requests);
    await route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
      body: JSON.stringify({
        results: body.requests.map((sent) => ({
          hits: stubHits,
          nbHits: STUB_COUNT,
          page: 0,
          nbPages: 5,
          hitsPerPage: 20,
          index: sent.indexName,
          query: sent.query ?? '',
          params: '',
          processingTimeMS: 1,
          exhaustiveNbHits: true,
        })),
      }),
    });
  });
  return { bodies, requests };
}

let server: Server;
let origin: string;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildHostedSite();
  server = await serve();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

const ready = (page: Page) =>
  expect(page.getByRole('button', { name: /^Switch between dark and light mode/ }).first()).toBeEnabled();

test('hosted provider: the page preconnects to the service, and the modal sends the contextual facet filters to it', async ({
  page,
}) => {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  expect(html).toMatch(new RegExp(`<link rel="preconnect" href="https://${APP_ID}-dsn\\.algolia\\.net" crossorigin`));

  const { bodies, requests } = await stubSearchService(page);
  const localIndex: string[] = [];
  page.on('request', (request) => {
    if (/\/page-data\/[^/]+\/_search\.json$/.test(request.url())) localIndex.push(request.url());
  });
  await page.goto(`${origin}/docs/v1/`);
  await ready(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('fx');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  const sent = bodies.at(-1)!;
  expect(sent).toHaveLength(1);
  expect(sent[0]!.indexName).toBe(INDEX);
  expect(sent[0]!.query).toBe('fx');
  // The language tag and the tag of the version being read (DocSearch flattens a one-tag group).
  expect((sent[0]!.facetFilters as string[]).flat()).toEqual(['language:en', 'version:v1']);
  expect(new URL(requests.at(-1)!.url()).host.toLowerCase()).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
  expect(requests.at(-1)!.url()).toContain(`x-algolia-api-key=${API_KEY}`);
  expect(localIndex, 'the local index is not used with a hosted one').toEqual([]);

  // transformItems (stripTitleSuffix) and externalUrlRegex apply; the site's own URLs open in the app.
  const links = page.locator('.DocSearch-Hit a');
  await expect(page.locator('.DocSearch-Hit-title').first()).toHaveText('Fx');
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
    '/docs/v1/docs/cats-effect/fx',
    '/docs/v1/docs/cats-effect/',
    'https://blog.example.org/fx-post',
  ]);
  await expect(page.locator('.search-see-all')).toHaveText(`See all ${STUB_COUNT} results`);
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/docs/v1/docs/cats-effect/fx`);
  await expect(page.locator('main h1')).toHaveText('Fx');
});

test('hosted provider: the search page asks the service and renders its results and count', async ({ page }) => {
  const { bodies } = await stubSearchService(page);
  await page.goto(`${origin}/search?q=fx&version=v1`);
  await ready(page);
  await expect(page.locator('.search-page-count')).toHaveText(`${STUB_COUNT} results`);
  const titles = page.locator('.search-result-title');
  await expect(titles).toHaveText(['Fx', 'For Cats Effect', /^Fx on the blog/]);
  await expect(titles.first().locator('a')).toHaveAttribute('href', '/docs/v1/docs/cats-effect/fx');
  await expect(titles.nth(2).locator('a')).toHaveAttribute('href', 'https://blog.example.org/fx-post');
  const sent = bodies.at(-1)![0]!;
  expect(sent).toMatchObject({ indexName: INDEX, query: 'fx' });
  expect((sent.facetFilters as string[]).flat()).toEqual(['language:en', 'version:v1']);
});
