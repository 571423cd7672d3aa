// Prints the site's performance figures: build times, bytes per page, DOM size, Lighthouse
// scores and client-side navigation time. Figures, not pass/fail: see tests/budgets for limits.
//   npm run bench                  the figures below; Lighthouse takes the median of 3 runs
//   npm run bench -- --runs 5      more runs per page (Lighthouse varies from run to run)
//   npm run bench -- --all-pages   mobile Lighthouse on every page of the build, instead
//   npm run bench -- --weight      only what every page of the current dist/ transfers, cold, and the hovered navigation
//   npm run bench -- --lighthouse  only the Lighthouse table, for the current dist/
//   npm run bench -- --navigation  only the hovered navigation, for the current dist/
//   npm run bench -- --scale       a copy of the site grown to 12, 42 and 100 versions (or --scale 3,4): builds, memory, the heaviest page, the dev server
//   npm run bench -- --scale --pages 500,2000   the same, its current version grown by plain pages instead
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { serveStatic } from '../src/node/serve';
import { LONG_PAGE_ROUTE, siteWithLongPage } from './bench/long-page';
import { measurePageWeight, sitePages } from './bench/page-weight';
import { percentile } from './bench/percentile';
import { readerChromeFlags, readerChromePath, readerLaunchOptions } from './bench/reader-browser';
import { ScaleOptionError, scaleAxis, withScaleDefault } from './bench/scale-args';
import { scaleBench } from './bench/scale';
import { typesShare } from './bench/types-share';

const root = resolve(import.meta.dirname, '..');
const pages = [
  '/',
  '/docs/',
  '/docs/cats-effect3/fx/construct',
  '/docs/cats-effect2/fx/error-handling/can-catch',
  '/docs/v1/',
];
const { values: options } = parseArgs({
  args: withScaleDefault(process.argv.slice(2)),
  options: {
    scale: { type: 'string' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'all-pages': { type: 'boolean', default: false },
    weight: { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
    navigation: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
// Another checkout on the same machine may be serving on the default port.
const port = Number(process.env.BENCH_PORT ?? 4399);

function timeBuild(): number {
  const started = performance.now();
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' });
  return (performance.now() - started) / 1000;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function transfer(url: string) {
  const browser = await chromium.launch(readerLaunchOptions);
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const bytes: Record<string, number> = {};
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'Other';
    bytes[type] = (bytes[type] ?? 0) + event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await browser.close();
  return { bytes, nodes };
}

async function lighthouseRun(
  url: string,
  formFactor: 'mobile' | 'desktop',
  attempt = 1,
): Promise<Record<string, number>> {
  const chrome = await chromeLauncher.launch({ chromePath: readerChromePath, chromeFlags: readerChromeFlags });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result!.lhr;
    // The first run after Chromium starts sometimes gets no trace; one more run settles it.
    if (lhr.runtimeError && attempt < 3) return await lighthouseRun(url, formFactor, attempt + 1);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: Math.round(audit('first-contentful-paint')),
      lcp: Math.round(audit('largest-contentful-paint')),
      tbt: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      // Lighthouse's measure of how fast this machine was during the run: scores are read beside it.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

/** The run with the median performance score of `runs` runs: one run can be off by several points. */
async function lighthouseMedian(url: string, formFactor: 'mobile' | 'desktop'): Promise<Record<string, number>> {
  const results: Array<Record<string, number>> = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(url, formFactor));
  return results.sort((a, b) => a.performance! - b.performance!)[Math.floor(results.length / 2)]!;
}

/**
 * Client navigations to a page whose link the pointer rested on: from each page of the current
 * version to the next, following the pager from the first doc, each in a fresh page and measured
 * from a Chrome trace of the page's main thread. The page's preparation out of sight has finished
 * first, as it has for a reader whose pointer rests on a link before clicking.
 * - work: the main thread's time from the click to the end of the frame that shows the new page
 *   (script, style, layout, paint and the hand-over to the compositor). One frame (16.7 ms) holds
 *   it when it is less. The trace records only tasks and frames, so that it adds little.
 * - cpu: the main thread's own time in that work: less than the work when the browser's other
 *   threads and processes, or anything else on the machine, took its core for a while.
 * - script: the part of the work in the task of the click, until the new page is in the DOM.
 * - painted: from the click to that frame's end, which adds any wait for the display's next
 *   frame to the work.
 * - firstFrame: whether the first frame after the click shows the new page (its title is the new
 *   page's when the frame begins).
 * - prepared: whether the page was prepared by the click (it is not when the hover did not last).
 * - clickToPaint, hoverToPaint: Event Timing's durations (what INP is made of) of the click and of
 *   the pointer coming onto the link before it. The hover only recolours the link, so it shows how
 *   long the machine takes to present any change; a click as fast says the navigation costs no
 *   frame more. The input is the browser's own (a real pointer), not a script's click.
 */
interface NavigationTime {
  to: string;
  work: number;
  cpu: number;
  script: number;
  painted: number;
  firstFrame: boolean;
  prepared: boolean;
  /** Event Timing's duration of the click: from the input to the next frame presented, in steps of 8 ms. */
  clickToPaint: number | undefined;
  /** The same for the pointer coming onto the link, which only changes its colour and starts a prefetch. */
  hoverToPaint: number | undefined;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own time in the event: less than `dur` when other work on the machine took the core. */
  tdur?: number;
  tid: number;
}

/** The figures of one navigation from its trace: the click is the user timing mark "navigation-click". */
function navigationFromTrace(
  events: readonly TraceEvent[],
): Pick<NavigationTime, 'work' | 'cpu' | 'script' | 'painted'> {
  const click = events.find((event) => event.name === 'navigation-click')!;
  const onMain = events.filter((event) => event.tid === click.tid && event.ph === 'X' && event.dur !== undefined);
  const paint = onMain
    .filter((event) => event.name === 'LocalFrameView::RunPaintLifecyclePhase' && event.ts > click.ts)
    .sort((a, b) => a.ts - b.ts)[0]!;
  const frame = onMain.find(
    (event) => event.name === 'ProxyMain::BeginMainFrame' && event.ts <= paint.ts && event.ts + event.dur! >= paint.ts,
  )!;
  const end = frame.ts + frame.dur!;
  const tasks = onMain
    .filter(
      (event) => event.name === 'ThreadControllerImpl::RunTask' && event.ts + event.dur! > click.ts && event.ts < end,
    )
    .sort((a, b) => a.ts - b.ts);
  // Tasks nest (a task run inside another's), so the busy time is their union, not their sum.
  let busy = 0;
  let cpu = 0;
  let reached = click.ts;
  for (const task of tasks) {
    const to = Math.min(end, task.ts + task.dur!);
    if (to > reached) {
      const wall = to - Math.max(reached, task.ts);
      busy += wall;
      cpu += task.dur! === 0 ? 0 : (wall * (task.tdur ?? task.dur!)) / task.dur!;
      reached = to;
    }
  }
  const clickTask = tasks.find((task) => task.ts <= click.ts)!;
  return {
    work: busy / 1000,
    cpu: cpu / 1000,
    script: (clickTask.ts + clickTask.dur! - click.ts) / 1000,
    painted: (end - click.ts) / 1000,
  };
}

async function clientNavigation(base: string): Promise<NavigationTime[]> {
  const browser = await chromium.launch(readerLaunchOptions);
  const times: NavigationTime[] = [];
  try {
    let from: string | null = '/docs/';
    while (from !== null) {
      const page = await browser.newPage();
      await page.goto(`${base}${from}`, { waitUntil: 'networkidle' });
      const next = page.locator('.pager-link--next');
      const to = (await next.count()) === 0 ? null : new URL((await next.getAttribute('href'))!, base).pathname;
      if (to !== null) {
        // What the reader's input costs until its next paint, as Event Timing (INP) measures it,
        // and the navigation's own figures from the click on. A string, not a function: tsx would
        // add helpers to a function that the page does not have.
        await page.evaluate(`(() => {
          const state = { durations: {}, firstFrame: false };
          window.__navigation = state;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (entry.name === 'pointerover' || entry.name === 'click') state.durations[entry.name] = entry.duration;
          }).observe({ type: 'event', durationThreshold: 16, buffered: true });
          document.addEventListener('click', () => {
            performance.mark('navigation-click');
            const before = document.title;
            requestAnimationFrame(() => (state.firstFrame = document.title !== before));
          }, { capture: true, once: true });
        })()`);
        await next.hover();
        const prepared = await page
          .locator('.route-page--prepared')
          .waitFor({ state: 'attached', timeout: 5000 })
          .then(
            () => true,
            () => false,
          );
        await page.waitForTimeout(100);
        await browser.startTracing(page, { categories: ['toplevel', 'benchmark', 'blink.user_timing'] });
        await page.mouse.down();
        await page.mouse.up();
        await page.waitForURL(`${base}${to}`);
        await page.waitForTimeout(300);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        const { durations, firstFrame } = (await page.evaluate('window.__navigation')) as {
          durations: { pointerover?: number; click?: number };
          firstFrame: boolean;
        };
        times.push({
          to,
          ...navigationFromTrace(trace.traceEvents),
          firstFrame,
          prepared,
          clickToPaint: durations.click,
          hoverToPaint: durations.pointerover,
        });
      }
      await page.close();
      from = to;
    }
  } finally {
    await browser.close();
  }
  return times;
}

/** The figures of one kind that the browser reported (Event Timing reports only durations of 16 ms or more). */
const measured = (times: readonly NavigationTime[], key: 'clickToPaint' | 'hoverToPaint') =>
  times.flatMap((time) => (time[key] === undefined ? [] : [time[key]]));

function printNavigation(times: NavigationTime[]) {
  const median = (values: number[]) => percentile(values, 50).toFixed(1);
  const work = times.map((time) => time.work);
  const within = times.filter((time) => time.work < 16.7).length;
  const slowest = [...times].sort((a, b) => b.work - a.work).slice(0, 3);
  console.log(
    `\nClient navigation to the next page of the current version, the pointer having rested on its link, ${times.length} pages (from Chrome traces): ` +
      `main-thread work from the click to the new page painted: median ${median(work)} ms, within one frame (16.7 ms) on ${within} of ${times.length}; ` +
      `the main thread's own time in it median ${median(times.map((time) => time.cpu))} ms, within one frame on ${times.filter((time) => time.cpu < 16.7).length}; ` +
      `slowest ${slowest.map((time) => `${time.to} ${time.work.toFixed(1)} ms`).join(', ')}; ` +
      `the click's own task median ${median(times.map((time) => time.script))} ms; click to painted median ${median(times.map((time) => time.painted))} ms; ` +
      `the first frame after the click shows the new page on ${times.filter((time) => time.firstFrame).length} of ${times.length}; ` +
      `prepared before the click on ${times.filter((time) => time.prepared).length} of ${times.length}; ` +
      `Event Timing, input to the next frame presented: the click median ${median(measured(times, 'clickToPaint'))} ms, the hover onto its link (a colour change) median ${median(measured(times, 'hoverToPaint'))} ms; ` +
      `load average ${loadAverage()}`,
  );
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** What a cold visit of every page transfers without interaction (figures for tests/e2e/budgets.spec.ts). */
async function pageWeights(base: string): Promise<void> {
  const browser = await chromium.launch(readerLaunchOptions);
  const rows: Array<{ path: string; weight: Awaited<ReturnType<typeof measurePageWeight>> }> = [];
  console.log(
    `\nCold visit, no interaction, bytes of the bodies transferred (gzip; headers, which HTTP/2 compresses, not counted); load average ${loadAverage()}`,
  );
  console.log('| Page | Before load | Requests | Until idle (5 s after network idle) | Requests |');
  console.log('|---|---|---|---|---|');
  for (const path of sitePages(join(root, 'dist'))) {
    const context = await browser.newContext();
    const weight = await measurePageWeight(await context.newPage(), `${base}${path}`);
    await context.close();
    rows.push({ path, weight });
    console.log(
      `| ${path} | ${kb(weight.beforeLoad)} | ${weight.requestsBeforeLoad} | ${kb(weight.untilIdle)} | ${weight.requestsUntilIdle} |`,
    );
  }
  await browser.close();
  const range = (values: number[]) => `${kb(Math.min(...values))} to ${kb(Math.max(...values))}`;
  console.log(
    `${rows.length} pages: before load ${range(rows.map(({ weight }) => weight.beforeLoad))} (budget 40 KB), ` +
      `until idle ${range(rows.map(({ weight }) => weight.untilIdle))} (budget 120 KB)`,
  );
}

/** `npm run examples -- --check`: every example compiled from scratch, per classpath. */
function timeExamples(): string[] {
  const started = performance.now();
  try {
    // As scripts/test.sh does: a checkout beside ../shared/maven compiles against the releases there.
    const shared = resolve(root, '../shared/maven');
    const env = {
      ...process.env,
      SITE_MAVEN_REPOSITORIES: process.env.SITE_MAVEN_REPOSITORIES ?? (existsSync(shared) ? shared : ''),
    };
    const output = execFileSync('npm', ['run', '--silent', 'examples', '--', '--check'], {
      cwd: root,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const sets = output.split('\n').filter((line) => / pages? in [\d.]+ s$/.test(line));
    return [...sets, `total ${((performance.now() - started) / 1000).toFixed(1)} s`];
  } catch (error) {
    const lines = String((error as { stderr?: string }).stderr ?? error)
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
    return [`not measured: ${lines.slice(-3).join(' / ')}`];
  }
}

/** Elements removed from inside the article after the load event, prefetching and enhancement included. */
async function articleMutations(url: string): Promise<number> {
  const browser = await chromium.launch(readerLaunchOptions);
  const page = await browser.newPage();
  await page.addInitScript(() => {
    const state = { removed: 0 };
    (window as Window & { __removed?: typeof state }).__removed = state;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (typeof target.closest === 'function' && target.closest('.doc-article') !== null)
          state.removed += record.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const removed = await page.evaluate(
    () => (window as Window & { __removed?: { removed: number } }).__removed!.removed,
  );
  await browser.close();
  return removed;
}

/** What the types on hover add to the pages' HTML (gzip): the longest page, and the page they add most to. */
async function typesFigures(): Promise<void> {
  const share = async (path: string) => ({
    path,
    ...typesShare(await readFile(join(root, 'dist', `${path.replace(/\/$/, '/index').slice(1)}.html`), 'utf8')),
  });
  const longest = await share(pages[2]!);
  const docs = execFileSync('find', [join(root, 'dist/docs'), '-name', '*.html'], { encoding: 'utf8' })
    .trim()
    .split('\n');
  const all = await Promise.all(
    docs.map((file) => share(`/${file.slice(join(root, 'dist').length + 1, -'.html'.length)}`)),
  );
  const most = all.reduce((best, page) => (page.share > best.share ? page : best));
  const line = ({ path, withTypes, withoutTypes: bare, share: added }: typeof longest) =>
    `${path}: ${kb(withTypes)} with types, ${kb(bare)} without (+${(added * 100).toFixed(1)}%)`;
  console.log(`\nTypes on hover, HTML gzip (budget +25%): ${line(longest)}; most: ${line(most)}`);
}

/** The generated long page, built into a copy of the site: the figures issue budgets name. */
async function longPageFigures(): Promise<void> {
  const siteRoot = await siteWithLongPage(root);
  const outDir = join(siteRoot, 'dist');
  execFileSync('npm', ['run', '--silent', 'build', '--', '--site-root', siteRoot, '--out-dir', outDir], {
    cwd: root,
    stdio: 'ignore',
  });
  const server = await serveStatic({ root: outDir, mount: '/', port: 4398 });
  try {
    const url = `http://127.0.0.1:4398${LONG_PAGE_ROUTE}`;
    const html = await readFile(join(outDir, `${LONG_PAGE_ROUTE.slice(1)}.html`));
    const { nodes } = await transfer(url);
    const mobile = await lighthouseMedian(url, 'mobile');
    const mutations = await articleMutations(url);
    console.log(
      '\nLong page (generated for this benchmark, not published: ~2,500 words, 60 Scala blocks, 3 tab groups, 2 admonitions, 20 headings)',
    );
    console.log('| Mobile perf | TBT | LCP | DOM nodes | HTML gzip | Article mutations after load |');
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| ${mobile.performance} | ${mobile.tbt} ms | ${mobile.lcp} ms | ${nodes} | ${kb(gzipSync(html).length)} | ${mutations} |`,
    );
    console.log(
      'Goals: performance 99 or more, TBT under 150 ms, at most 4,000 DOM nodes, HTML at most 30 KB gzip, 0 mutations.',
    );
  } finally {
    server.close();
    await rm(siteRoot, { recursive: true, force: true });
  }
}

/** Mobile Lighthouse on every page of dist/: the pages under 100, and the spread. */
async function allPages(): Promise<void> {
  const server = await serveStatic({ root: join(root, 'dist'), mount: '/', port });
  try {
    const files = execFileSync('find', [join(root, 'dist'), '-name', '*.html', '-not', '-path', '*/assets/*'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .sort();
    const scores: Array<{ path: string; figures: Record<string, number> }> = [];
    for (const file of files) {
      const path = `/${relative(join(root, 'dist'), file)
        .replace(/(^|\/)index\.html$/, '$1')
        .replace(/\.html$/, '')}`;
      scores.push({ path, figures: await lighthouseMedian(`http://127.0.0.1:${port}${path}`, 'mobile') });
    }
    const under = scores.filter(({ figures }) => figures.performance! < 100);
    const values = scores.map(({ figures }) => figures.performance!).sort((a, b) => a - b);
    console.log(
      `Mobile Lighthouse performance on ${scores.length} pages (median of ${runs} runs each): lowest ${values[0]}, median ${values[Math.floor(values.length / 2)]}; ${under.length} under 100`,
    );
    if (under.length > 0) {
      console.log('| Page | Mobile perf | FCP | LCP | TBT | CLS |');
      console.log('|---|---|---|---|---|---|');
      for (const { path, figures } of under)
        console.log(
          `| ${path} | ${figures.performance} | ${figures.fcp} ms | ${figures.lcp} ms | ${figures.tbt} ms | ${figures.cls} |`,
        );
    }
  } finally {
    server.close();
  }
}

/** Bytes, DOM nodes and Lighthouse medians of the benchmark's pages, each row with the machine's speed beside it. */
async function lighthouseTable(base: string): Promise<void> {
  console.log(
    `\nLighthouse, the run with the median score of ${runs} per page and form factor; benchmarkIndex is Lighthouse's measure of the machine's speed during that run`,
  );
  console.log(
    '| Page | JS | CSS | HTML | Other | DOM nodes | Mobile perf/a11y/BP/SEO | Mobile FCP/LCP/TBT/CLS | Desktop perf | Desktop FCP/LCP/TBT/CLS | benchmarkIndex (mobile/desktop) | Load average |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const path of pages) {
    const { bytes, nodes } = await transfer(`${base}${path}`);
    const mobile = await lighthouseMedian(`${base}${path}`, 'mobile');
    const desktop = await lighthouseMedian(`${base}${path}`, 'desktop');
    const other = Object.entries(bytes)
      .filter(([type]) => !['Script', 'Stylesheet', 'Document'].includes(type))
      .reduce((sum, [, value]) => sum + value, 0);
    console.log(
      `| ${path} | ${kb(bytes.Script ?? 0)} | ${kb(bytes.Stylesheet ?? 0)} | ${kb(bytes.Document ?? 0)} | ${kb(other)} | ${nodes} | ` +
        `${mobile.performance}/${mobile.accessibility}/${mobile.bestPractices}/${mobile.seo} | ${mobile.fcp} ms/${mobile.lcp} ms/${mobile.tbt} ms/${mobile.cls} | ` +
        `${desktop.performance} | ${desktop.fcp} ms/${desktop.lcp} ms/${desktop.tbt} ms/${desktop.cls} | ${mobile.benchmarkIndex}/${desktop.benchmarkIndex} | ${loadAverage()} |`,
    );
  }
}

async function main() {
  if (options.scale !== undefined) {
    try {
      const axis = scaleAxis(process.argv.slice(2), options.pages);
      return axis.axis === 'pages'
        ? await scaleBench(root, axis.value, port, 'pages')
        : await scaleBench(root, options.scale, port);
    } catch (error) {
      if (!(error instanceof ScaleOptionError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }
  if (options.weight) {
    const server = await serveStatic({ root: join(root, 'dist'), mount: '/', port });
    await pageWeights(`http://127.0.0.1:${port}`);
    printNavigation(await clientNavigation(`http://127.0.0.1:${port}`));
    server.close();
    return;
  }
  if (options.navigation) {
    const server = await serveStatic({ root: join(root, 'dist'), mount: '/', port });
    printNavigation(await clientNavigation(`http://127.0.0.1:${port}`));
    server.close();
    return;
  }
  if (options.lighthouse) {
    const server = await serveStatic({ root: join(root, 'dist'), mount: '/', port });
    await lighthouseTable(`http://127.0.0.1:${port}`);
    server.close();
    return;
  }
  if (options['all-pages']) {
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' });
    return allPages();
  }
  console.log('Examples, compiled and evaluated from scratch (npm run examples -- --check):');
  for (const line of timeExamples()) console.log(`  ${line}`);

  await rm(join(root, 'node_modules/.vite'), { recursive: true, force: true });
  await rm(join(root, 'dist'), { recursive: true, force: true });
  const cold = timeBuild();
  const warm = timeBuild();
  console.log(`Build from the committed example output (no JDK): cold ${cold.toFixed(1)} s, warm ${warm.toFixed(1)} s`);

  const server = await serveStatic({ root: join(root, 'dist'), mount: '/', port });
  const base = `http://127.0.0.1:${port}`;
  await lighthouseTable(base);
  await pageWeights(base);
  await typesFigures();
  printNavigation(await clientNavigation(base));
  server.close();
  await longPageFigures();
}

await main();
