import type { BuildRun } from './scale-build';
import type { DevServerStart } from './scale-dev-server';

/** What `--scale` grows: the number of versions, or the pages of the current one (`--pages`). */
export type ScaleAxis = 'versions' | 'pages';

/** The figures of the site grown to one number of versions, or of pages. */
export interface ScaleRow {
  versions: number;
  /** The plain pages the current version gained (`--pages`); 0 on the versions axis. */
  addedPages: number;
  /** The pages the build wrote. */
  pages: number;
  contentFiles: number;
  cold: BuildRun;
  warm: BuildRun;
  /** After a paragraph is added to a page of the current version. */
  edited: BuildRun;
  distBytes: number;
  heaviest: { route: string; beforeLoad: number; untilIdle: number };
  devServer: DevServerStart;
  loadAverage: string;
}

/** What the site must hold to at 100 versions, on two cores (and at thousands of pages more). */
const GOALS = {
  coldBuildSeconds: 180,
  coldMsPerPage: 20,
  peakBytes: 1024 ** 3,
  pageGrowth: { versions: 0.05, pages: 0.1 } satisfies Record<ScaleAxis, number>,
  editedShareOfCold: 0.25,
  devFirstPageSeconds: 3,
  savedPageShowsMs: 300,
} as const;

const MB = 1024 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number | undefined) =>
  bytes === undefined ? 'not measured' : `${Math.round(bytes / MB).toLocaleString('en')} MB`;
const verdict = (within: boolean) => (within ? 'within' : 'over');

/** The larger of the two builds' peaks: the goal holds for both. */
const peakOf = (row: ScaleRow) => {
  const peaks = [row.cold, row.warm, row.edited].map((run) => run.peakBytes);
  return peaks.some((peak) => peak === undefined) ? undefined : Math.max(...(peaks as number[]));
};
const editedVerdict = (row: ScaleRow) => verdict(row.edited.seconds <= row.cold.seconds * GOALS.editedShareOfCold);

function againstBaseline(bytes: number, baseline: number, isBaseline: boolean, axis: ScaleAxis): string {
  if (isBaseline) return `${kb(bytes)} (baseline)`;
  const growth = bytes / baseline - 1;
  return `${kb(bytes)} (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%, ${verdict(growth <= GOALS.pageGrowth[axis])})`;
}

/** The cold build's time per page written. */
const msPerPage = (row: ScaleRow) => (row.cold.seconds * 1000) / Math.max(row.pages, 1);
const perPage = (row: ScaleRow) =>
  `${msPerPage(row).toFixed(1)} ms a page, ${verdict(msPerPage(row) <= GOALS.coldMsPerPage)} ${GOALS.coldMsPerPage} ms`;

/**
 * What each page beyond the first row's added to the cold build: the bundling of the app and the
 * site's own pages cost the same at any size, and weigh on the time a page of a small site.
 */
function marginal(row: ScaleRow, baseline: ScaleRow): string {
  const pages = row.pages - baseline.pages;
  return pages <= 0 ? '' : `${(((row.cold.seconds - baseline.cold.seconds) * 1000) / pages).toFixed(1)} ms`;
}

/** The size a row stands for: its versions, and the pages grown on the pages axis. */
const sizeOf = (row: ScaleRow, axis: ScaleAxis) =>
  axis === 'pages' ? `${row.addedPages.toLocaleString('en')} pages more` : `${row.versions} versions`;

/** One line of figures for a size, printed as soon as it is measured. */
export function scaleLine(row: ScaleRow, axis: ScaleAxis = 'versions'): string {
  const peak = peakOf(row);
  return (
    `${sizeOf(row, axis)}: ${row.pages.toLocaleString('en')} pages built, ${row.contentFiles.toLocaleString('en')} files under content/; build cold ${row.cold.seconds.toFixed(1)} s (${perPage(row)}), warm ${row.warm.seconds.toFixed(1)} s, ` +
    `after editing a current page ${row.edited.seconds.toFixed(1)} s (${editedVerdict(row)} a quarter of cold), ` +
    `peak memory ${mb(row.cold.peakBytes)} cold, ${mb(row.warm.peakBytes)} warm${peak === undefined ? '' : ` (${verdict(peak <= GOALS.peakBytes)} 1 GiB)`}; dist/ ${mb(row.distBytes)}; ` +
    `heaviest page ${row.heaviest.route}: ${kb(row.heaviest.beforeLoad)} before load, ${kb(row.heaviest.untilIdle)} until idle; ` +
    `dev server: first page in ${row.devServer.seconds.toFixed(1)} s (${verdict(row.devServer.seconds <= GOALS.devFirstPageSeconds)} 3 s), its text shown in Chromium at ${row.devServer.contentSeconds.toFixed(1)} s, ${mb(row.devServer.rssBytes)} resident then, ` +
    `a saved page shows in ${Math.round(row.devServer.savedPageShowsMs)} ms (${verdict(row.devServer.savedPageShowsMs <= GOALS.savedPageShowsMs)} 300 ms); load average ${row.loadAverage}`
  );
}

/**
 * The table of every size, each figure that has a goal with its verdict beside it. The first row,
 * the site as it was, is the baseline of the page bytes.
 */
export function scaleTable(rows: readonly ScaleRow[], axis: ScaleAxis = 'versions'): string {
  const baseline = rows[0]!;
  const growthGoal = `goal +${GOALS.pageGrowth[axis] * 100}%`;
  const lines = [
    `| Versions | Pages added | Pages built | Files under content/ | Cold build (goal 3 min) | Cold build a page (goal ${GOALS.coldMsPerPage} ms) | A page more, cold | Warm build | After editing a current page (goal ¼ of cold) | Peak memory (goal 1 GiB) | dist/ | Heaviest page | Before load (${growthGoal}) | Until idle (${growthGoal}) | Dev server, first page (goal 3 s) | Its text shown | Its memory then | A saved page shows (goal 300 ms) | Load average |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row, index) => {
      const peak = peakOf(row);
      return (
        `| ${row.versions} | ${row.addedPages.toLocaleString('en')} | ${row.pages.toLocaleString('en')} | ${row.contentFiles.toLocaleString('en')} | ${row.cold.seconds.toFixed(1)} s, ${verdict(row.cold.seconds <= GOALS.coldBuildSeconds)} | ${msPerPage(row).toFixed(1)} ms, ${verdict(msPerPage(row) <= GOALS.coldMsPerPage)} | ${marginal(row, baseline)} | ${row.warm.seconds.toFixed(1)} s | ${row.edited.seconds.toFixed(1)} s, ${editedVerdict(row)} | ` +
        `${mb(peak)}${peak === undefined ? '' : `, ${verdict(peak <= GOALS.peakBytes)}`} | ${mb(row.distBytes)} | ${row.heaviest.route} | ` +
        `${againstBaseline(row.heaviest.beforeLoad, baseline.heaviest.beforeLoad, index === 0, axis)} | ${againstBaseline(row.heaviest.untilIdle, baseline.heaviest.untilIdle, index === 0, axis)} | ` +
        `${row.devServer.seconds.toFixed(1)} s, ${verdict(row.devServer.seconds <= GOALS.devFirstPageSeconds)} | ${row.devServer.contentSeconds.toFixed(1)} s | ${mb(row.devServer.rssBytes)} | ${Math.round(row.devServer.savedPageShowsMs)} ms, ${verdict(row.devServer.savedPageShowsMs <= GOALS.savedPageShowsMs)} | ${row.loadAverage} |`
      );
    }),
  ];
  return [
    ...lines,
    axis === 'versions'
      ? `Goals, at 100 versions on 2 cores: a cold build of 3 minutes or less, peak memory of 1 GiB or less, and the heaviest page's bytes within 5% of the ${baseline.versions}-version site's (the first row).`
      : `Goals, at thousands of pages more on 2 cores: a cold build of ${GOALS.coldMsPerPage} ms a page or less, peak memory of 1 GiB or less, and the heaviest page's bytes within 10% of the site's as it is (the first row).`,
    "Peak memory is the larger of the cold and warm builds', each the most their processes held at once. Times move with the machine's load, given beside each row.",
  ].join('\n');
}
