/**
 * Measures the site search on the built site (run `npm run build` first), and prints:
 * index bytes per version, the bytes of the code search loads on demand, the time from Ctrl+K on
 * a cold page that has been idle (nothing of search loaded: it loads on intent) to the dialog and
 * to the first result list, and the engine's time per keystroke in the browser.
 * It is a measurement to read, not a test: nothing here fails on a slow machine.
 *   BENCH_COMPARE_DIST=<another build> npm run bench:search   alternates the Ctrl+K runs between
 *   dist/ and that build, and prints the ratio of their medians: on a busy machine the ratio
 *   holds where absolute times do not.
 *   npm run bench:search -- --pages 2000   also grows a copy of the checkout with that many plain
 *   pages (scripts/bench/many-pages.ts), builds it, and measures it in the same alternation.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { parseSiteConfig } from '../schema/parse';
import { serveStatic } from '../src/node/serve';
import { PAGE_DATA_DIR, pageDataFile } from '../src/shared/page-data';
import { evaluateAsk, evaluateModal, type QualityFigures, type QualityQuery } from './search-quality/evaluate';
import { percentile } from './bench/percentile';
import { readerLaunchOptions } from './bench/reader-browser';
import { growPagesTo } from './bench/many-pages';
import { copyCheckout } from './bench/scale-copy';
import { timedBuild } from './bench/scale-build';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The built site; BENCH_DIST measures a copy of it instead. */
const dist = process.env.BENCH_DIST ?? join(projectRoot, 'dist');
const COLD_RUNS = 11;
const KEYSTROKE_ROUNDS = 30;
const QUERIES = [
  'construct',
  'cats effect',
  'error handling',
  'from future',
  'fx cheat sheet',
  'console',
  'eithert support',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (file: string, root = dist) => {
  const data = readFileSync(join(root, file));
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
};

function indexSizes(root = dist) {
  return readdirSync(join(root, PAGE_DATA_DIR))
    .filter((version) => existsSync(join(root, pageDataFile.search(version))))
    .map((version) => ({ name: pageDataFile.search(version), ...sizes(pageDataFile.search(version), root) }));
}

/** `--pages N`: how many plain pages the grown copy gets; undefined without the option. */
function pagesOption(): number | undefined {
  const at = process.argv.indexOf('--pages');
  if (at === -1) return undefined;
  const value = process.argv[at + 1];
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--pages takes a whole number of pages above 0, not "${value ?? ''}".`);
  return count;
}

/** A copy of the checkout with `count` more plain pages, built; its dist/ folder. */
async function grownBuild(count: number): Promise<string> {
  const copy = await copyCheckout(projectRoot);
  await growPagesTo(copy, count);
  console.log(`Building a copy with ${count} more pages in ${copy} ...`);
  const run = await timedBuild(copy);
  console.log(`  built in ${run.seconds.toFixed(0)} s\n`);
  return join(copy, 'dist');
}

/** Whatever shows the first results: the light dialog's hits, or DocSearch's. */
const FIRST_HIT = '.search-shell-hit, .DocSearch-Hit';

/** The files the browser fetches when the modal first opens: its chunk, its static imports and CSS. */
function searchChunkSizes() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect('index.html', entryFiles);
  // The entry imports the app's chunks after the load event, on every page: they are not search's.
  for (const key of manifest['index.html']?.dynamicImports ?? []) collect(key, entryFiles);
  const modalFiles = new Set<string>();
  collect('src/client/search/modal/SearchModal.tsx', modalFiles);
  // The search worker (the engine) is a script of its own, outside the manifest's import graph.
  const workers = readdirSync(join(dist, 'assets'))
    .filter((name) => /^search-worker-.+\.js$/.test(name))
    .map((name) => `assets/${name}`);
  const onDemand = [...modalFiles, ...workers].filter((file) => !entryFiles.has(file));
  const total = (files: string[]) =>
    files
      .map((file) => sizes(file))
      .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
  return {
    onDemand,
    searchTotal: total(onDemand),
    firstLoad: total([...entryFiles].filter((file) => file.endsWith('.js'))),
  };
}

/** The engine alone, bundled for the browser, so that its time per keystroke is the browser's. */
async function engineBundle(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'search-bench-'));
  try {
    const entry = join(folder, 'entry.ts');
    writeFileSync(
      entry,
      [
        `export { createLocalEngine } from ${JSON.stringify(join(projectRoot, 'src/client/search/engine/local-engine.ts'))};`,
        `export { synonymMap } from ${JSON.stringify(join(projectRoot, 'src/client/search/engine/query-terms.ts'))};`,
        `export { runRequest } from ${JSON.stringify(join(projectRoot, 'src/client/search/engine/run-request.ts'))};`,
        `export { unpackIndexFile } from ${JSON.stringify(join(projectRoot, 'src/shared/search/records.ts'))};`,
      ].join('\n'),
    );
    const output = await build({
      configFile: false,
      root: projectRoot,
      logLevel: 'silent',
      build: {
        write: false,
        target: 'es2022',
        lib: { entry, formats: ['iife'], name: 'SearchBench', fileName: 'bench' },
      },
    });
    const results = Array.isArray(output) ? output : [output];
    const chunk = results
      .flatMap((result) => ('output' in result ? result.output : []))
      .find((item) => item.type === 'chunk');
    if (chunk?.type !== 'chunk') throw new Error('The engine bundle was not built.');
    return chunk.code;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Cold: a new browser context each run, so no cache and a page that never opened search. The
 * page has been idle (nothing on the network for half a second) when Ctrl+K goes down and "fx"
 * is typed right away. Times from the keydown to the dialog in the DOM, and to the first hit.
 */
async function ctrlKRun(browser: Browser, url: string): Promise<{ dialog: number; results: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(
    () => !(document.querySelector('.color-mode-toggle') as HTMLButtonElement | null)?.disabled,
  );
  await page.waitForLoadState('networkidle');
  // Playwright injects its selector engine into the page on a locator's first use (about 50 ms
  // of script): done now, it is not counted as the page's own time below.
  await page.locator('.DocSearch-Hit').count();
  await page.evaluate((hit) => {
    const marks: { pressed?: number; dialog?: number; shown?: number } = {};
    (window as unknown as { __bench: typeof marks }).__bench = marks;
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'k' && event.ctrlKey) marks.pressed ??= performance.now();
      },
      { capture: true },
    );
    new MutationObserver(() => {
      if (
        marks.dialog === undefined &&
        document.querySelector('[role="dialog"][aria-label="Search"], .DocSearch-Modal')
      )
        marks.dialog = performance.now();
      if (marks.shown === undefined && document.querySelector(hit)) marks.shown = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  }, FIRST_HIT);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('fx');
  await page.locator(FIRST_HIT).first().waitFor();
  const marks = await page.evaluate(
    () => (window as unknown as { __bench: { pressed: number; dialog: number; shown: number } }).__bench,
  );
  await context.close();
  return { dialog: marks.dialog - marks.pressed, results: marks.shown - marks.pressed };
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main() {
  try {
    readFileSync(join(dist, 'index.html'));
  } catch {
    console.error('dist/ has no built site: run `npm run build` first.');
    process.exit(1);
  }
  const config = parseSiteConfig(readFileSync(join(projectRoot, 'site.yaml'), 'utf8')).value;
  const { baseUrl } = config;
  const pages = pagesOption();
  const grown = pages === undefined ? undefined : await grownBuild(pages);
  const server = await serveStatic({ root: dist, mount: baseUrl, port: 0 });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(readerLaunchOptions);
  try {
    console.log('Search benchmark (built site in dist/, served locally)\n');
    console.log('Index files (target: under 60 KB gzip per version)');
    for (const index of indexSizes())
      console.log(`  ${index.name.padEnd(36)} ${kb(index.raw).padStart(9)} raw  ${kb(index.gzip).padStart(8)} gzip`);
    if (grown) {
      console.log(`With ${pages} more pages (${grown})`);
      for (const index of indexSizes(grown))
        console.log(`  ${index.name.padEnd(36)} ${kb(index.raw).padStart(9)} raw  ${kb(index.gzip).padStart(8)} gzip`);
    }

    const chunks = searchChunkSizes();
    console.log('\nCode search loads after the page (modal, DocSearch, search worker with the engine, styles)');
    for (const file of chunks.onDemand) {
      const size = sizes(file);
      console.log(`  ${file.padEnd(36)} ${kb(size.raw).padStart(9)} raw  ${kb(size.gzip).padStart(8)} gzip`);
    }
    console.log(
      `  ${'total'.padEnd(36)} ${kb(chunks.searchTotal.raw).padStart(9)} raw  ${kb(chunks.searchTotal.gzip).padStart(8)} gzip`,
    );
    console.log(
      `JavaScript of every page (the entry, then the app's chunks): ${kb(chunks.firstLoad.raw)} raw, ${kb(chunks.firstLoad.gzip)} gzip`,
    );

    console.log(
      `\nCtrl+K on a cold /docs/ that has been idle, nothing preloaded, then "fx" typed at once (goal: first results in 150 ms or less, median); ${COLD_RUNS} runs`,
    );
    const compare = process.env.BENCH_COMPARE_DIST;
    const other = compare ? await serveStatic({ root: compare, mount: baseUrl, port: 0 }) : undefined;
    const grownServer = grown ? await serveStatic({ root: grown, mount: baseUrl, port: 0 }) : undefined;
    const serverOrigin = (started: typeof server) => `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
    const targets = [
      { label: 'this build', origin },
      ...(other ? [{ label: compare!, origin: serverOrigin(other) }] : []),
      ...(grownServer ? [{ label: `this build, ${pages} more pages`, origin: serverOrigin(grownServer) }] : []),
    ];
    const runs = new Map(targets.map(({ label }) => [label, [] as Array<{ dialog: number; results: number }>]));
    const loads: string[] = [];
    try {
      // Alternated run by run, so that both builds see the same moments of a shared machine.
      for (let run = 0; run < COLD_RUNS; run++) {
        for (const target of targets)
          runs.get(target.label)!.push(await ctrlKRun(browser, `${target.origin}${baseUrl}docs/`));
        loads.push(loadavg()[0]!.toFixed(2));
      }
    } finally {
      other?.close();
      grownServer?.close();
    }
    const median = (values: number[]) => percentile(values, 50);
    for (const [label, times] of runs) {
      const dialog = times.map((time) => time.dialog);
      const results = times.map((time) => time.results);
      console.log(
        `  ${label}: to the dialog median ${median(dialog).toFixed(0)} ms (worst ${Math.max(...dialog).toFixed(0)}); to first results median ${median(results).toFixed(0)} ms (worst ${Math.max(...results).toFixed(0)}): ${results.map((time) => time.toFixed(0)).join(', ')} ms`,
      );
    }
    if (other) {
      const mine = median(runs.get('this build')!.map((time) => time.results));
      const theirs = median(runs.get(compare!)!.map((time) => time.results));
      console.log(`  ratio of the medians to first results, this build / ${compare}: ${(mine! / theirs!).toFixed(2)}`);
    }
    console.log(`  load average during the runs (1 min): ${loads.join(', ')}; now ${loadAverage()}`);
    // The engine bundle is injected inline, which the site's Content-Security-Policy forbids.
    const page = await (await browser.newContext({ bypassCSP: true })).newPage();
    await page.goto(`${origin}${baseUrl}docs/`);
    await page.addScriptTag({ content: await engineBundle() });
    const indexUrl = `${baseUrl}${pageDataFile.search('current')}`;
    const times = await page.evaluate(
      async ({ url, queries, rounds, synonyms }) => {
        const bench = (
          window as unknown as {
            SearchBench: {
              createLocalEngine: (records: unknown[], options: object) => unknown;
              synonymMap: (groups: string[][]) => unknown;
              runRequest: (engines: unknown[], request: object) => unknown;
              unpackIndexFile: (file: unknown) => unknown[];
            };
          }
        ).SearchBench;
        // With the site's own settings, as the page's engine has them (src/client/search/search-client.ts).
        const engine = bench.createLocalEngine(bench.unpackIndexFile(await (await fetch(url)).json()), {
          synonyms: bench.synonymMap(synonyms),
        });
        const measured: number[] = [];
        for (let round = 0; round < rounds; round++) {
          for (const query of queries) {
            for (let length = 1; length <= query.length; length++) {
              const started = performance.now();
              bench.runRequest([engine], {
                indexName: 'local',
                query: query.slice(0, length),
                facetFilters: ['language:en', ['version:current']],
                hitsPerPage: 20,
                attributesToSnippet: ['hierarchy.lvl1:15', 'hierarchy.lvl2:15', 'content:15'],
                highlightPreTag: '<mark>',
                highlightPostTag: '</mark>',
              });
              if (round > 0) measured.push(performance.now() - started);
            }
          }
        }
        return measured;
      },
      {
        url: indexUrl,
        queries: QUERIES,
        rounds: KEYSTROKE_ROUNDS,
        synonyms: config.search.synonyms.map((group) => [...group]),
      },
    );
    console.log('\nSearch time per keystroke in the browser, engine only (target: p95 under 5 ms)');
    console.log(
      `  median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms over ${times.length} keystrokes`,
    );

    const quality = (label: string, figures: QualityFigures) => {
      console.log(
        `  ${label.padEnd(10)} success@1 ${(figures.successAt1 * 100).toFixed(0)}%, success@3 ${(figures.successAt3 * 100).toFixed(0)}%, MRR@10 ${figures.mrrAt10.toFixed(2)}`,
      );
      for (const miss of figures.misses)
        console.log(`    not in the first 3: "${miss.query}" (first: ${miss.first ?? 'nothing'})`);
    };
    // The site's own reader queries, where it has them (tests/site/ is the site's, not the engine's).
    const queriesFile = join(projectRoot, 'tests/site/search-quality/queries.ts');
    if (existsSync(queriesFile)) {
      const { QUALITY_QUERIES: queries } = (await import(queriesFile)) as { QUALITY_QUERIES: readonly QualityQuery[] };
      console.log(
        `\nQuality on ${queries.length} reader queries (tests/site/search-quality/queries.ts; goal: success@3 >= 90%, MRR@10 >= 0.8)`,
      );
      quality('modal', evaluateModal(dist, config, queries));
      quality('Ask mode', await evaluateAsk(dist, config, queries));
    }
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
