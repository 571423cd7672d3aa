// The closing line of the test command, from the runners' JSON reports and the stages' times.

/** What vitest's JSON report says: per file too, since a file can fail with no test failing (an import that throws, a hook). */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: Array<{ name: string; status: string; message?: string; assertionResults?: Array<{ status: string }> }>;
}

/**
 * One report of several vitest runs, such as the integration tests' two parts; none when a part
 * has no report, since its tests did not run.
 */
export function mergeVitestReports(reports: ReadonlyArray<VitestReport | undefined>): VitestReport | undefined {
  if (reports.length === 0 || reports.some((report) => report === undefined)) return undefined;
  const all = reports as readonly VitestReport[];
  const sum = (count: (report: VitestReport) => number) => all.reduce((total, report) => total + count(report), 0);
  return {
    numPassedTests: sum((report) => report.numPassedTests),
    numFailedTests: sum((report) => report.numFailedTests),
    numPendingTests: sum((report) => report.numPendingTests),
    numTodoTests: sum((report) => report.numTodoTests),
    testResults: all.flatMap((report) => report.testResults ?? []),
  };
}

/** What Playwright's JSON report says; a flaky test failed before it passed. `errors` are failures outside any test (a spec that does not load). */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: Array<{ message?: string }>;
}

/** The examples check: pages whose examples compiled and matched, and pages with a problem. */
interface ExamplesReport {
  passed: number;
  failed: number;
}

/** The stages whose failures are counted as failed tests, from their reports. */
const TEST_STAGES = new Set(['examples', 'unit', 'integration', 'integration-tools', 'e2e']);

export interface Stage {
  name: string;
  ms: number;
  code: number;
  /** When it started, in milliseconds since the epoch. */
  startedAt?: number;
}

/** One reading of the machine's one-minute load average. */
export interface LoadSample {
  at: number;
  load: number;
}

/** The mean of the load readings taken while a stage ran; undefined when none was. */
export function stageLoad(stage: Stage, samples: readonly LoadSample[]): number | undefined {
  if (stage.startedAt === undefined || Number.isNaN(stage.startedAt)) return undefined;
  const end = stage.startedAt + stage.ms;
  const during = samples.filter(({ at }) => at >= stage.startedAt! && at <= end).map(({ load }) => load);
  return during.length === 0 ? undefined : during.reduce((sum, load) => sum + load, 0) / during.length;
}

interface Reports {
  /** vitest's unit project. */
  unit?: VitestReport;
  /** vitest's integration project, both its parts: the tests that start processes. */
  integration?: VitestReport;
  e2e?: PlaywrightReport;
  examples?: ExamplesReport;
}

/**
 * `totalMs` is the whole command's time, from before it installs anything: the lanes run side by
 * side, so it is not the sum of the stages.
 */
export function summarize({
  unit,
  integration,
  e2e,
  examples,
  stages,
  load = [],
  totalMs,
}: Reports & { stages: readonly Stage[]; load?: readonly LoadSample[]; totalMs?: number }): {
  line: string;
  problems: string[];
} {
  const vitest = [unit, integration];
  const sum = (count: (report: VitestReport) => number) =>
    vitest.reduce((total, report) => total + (report === undefined ? 0 : count(report)), 0);
  const firstLine = (message: string | undefined) =>
    (message ?? 'no message').trim().split('\n')[0]!.replace(/\.?$/, '.');
  // A file that failed although none of its tests did (it did not load, or a hook threw) is one failure.
  const failedFiles = vitest.flatMap((report) =>
    (report?.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ),
  );
  const e2eErrors = e2e?.errors ?? [];
  // Each page whose examples were recompiled and matched the committed output counts as one test.
  const passed = sum((report) => report.numPassedTests) + (e2e?.stats?.expected ?? 0) + (examples?.passed ?? 0);
  // A test that failed and then passed (flaky) failed.
  const failed =
    sum((report) => report.numFailedTests) +
    failedFiles.length +
    (e2e?.stats?.unexpected ?? 0) +
    (e2e?.stats?.flaky ?? 0) +
    e2eErrors.length +
    (examples?.failed ?? 0);
  const skipped = sum((report) => report.numPendingTests + report.numTodoTests) + (e2e?.stats?.skipped ?? 0);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  const times = stages
    .map((stage) => {
      const average = stageLoad(stage, load);
      const loadText = average === undefined ? '' : ` (load ${average.toFixed(1)})`;
      return `${stage.name} ${seconds(stage.ms)}${loadText}${stage.code === 0 ? '' : ' (failed)'}`;
    })
    .join(', ');
  const problems: string[] = [
    ...failedFiles.map((file) => `${file.name} failed outside its tests: ${firstLine(file.message)}`),
    ...e2eErrors.map((error) => `Playwright failed outside its tests: ${firstLine(error.message)}`),
    // A stage that counts no tests (the lint, the types, the build) fails the command by itself.
    ...stages
      .filter(({ name, code }) => code !== 0 && !TEST_STAGES.has(name))
      .map(({ name }) => `The ${name} stage failed; its output is above.`),
  ];
  const missing = [
    !unit && 'the unit tests',
    !integration && 'the integration tests',
    !e2e && 'Playwright',
    !examples && 'the examples check',
  ].filter((name): name is string => typeof name === 'string');
  if (missing.length > 0) problems.push(`No report from ${missing.join(', ')}: some tests did not run.`);
  else if (passed === 0) problems.push('No test passed: the runners ran nothing.');
  const totalSeconds = totalMs === undefined ? undefined : Math.round(totalMs / 1000);
  const total = totalSeconds === undefined ? '' : `; in ${Math.floor(totalSeconds / 60)} min ${totalSeconds % 60} s`;
  return { line: `tests: ${passed} passed, ${failed} failed, ${skipped} skipped; stages: ${times}${total}`, problems };
}
