import { describe, expect, it } from 'vitest';
import { mergeVitestReports, summarize } from '../../scripts/test-summary';

const unit = { numPassedTests: 580, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
const integration = { numPassedTests: 20, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0 };
const examples = { passed: 47, failed: 0 };
const stages = [
  { name: 'types', ms: 31_400, code: 0 },
  { name: 'examples', ms: 115_200, code: 1 },
];

describe('the closing line of npm test', () => {
  it('counts a flaky end-to-end test, one that failed and then passed, as failed, beside the failures of both vitest projects', () => {
    const e2e = { stats: { expected: 150, unexpected: 0, flaky: 1, skipped: 0 } };
    expect(summarize({ unit, integration, e2e, examples, stages }).line).toMatchInlineSnapshot(
      `"tests: 797 passed, 2 failed, 0 skipped; stages: types 31 s, examples 115 s (failed)"`,
    );
  });

  it("ends with the whole command's time, which is not the sum of its stages", () => {
    const e2e = { stats: { expected: 150, unexpected: 0, flaky: 0, skipped: 0 } };
    expect(summarize({ unit, integration, e2e, examples, stages, totalMs: 454_400 }).line).toMatchInlineSnapshot(
      `"tests: 797 passed, 1 failed, 0 skipped; stages: types 31 s, examples 115 s (failed); in 7 min 34 s"`,
    );
    expect(summarize({ unit, integration, e2e, examples, stages, totalMs: 479_700 }).line).toMatch(/; in 8 min 0 s$/);
  });

  it('gives the lint its time like any stage, and fails the command when the lint does, though it counts no test', () => {
    const e2e = { stats: { expected: 150, unexpected: 0, flaky: 0, skipped: 0 } };
    const passing = summarize({ unit, integration, e2e, examples, stages: [{ name: 'lint', ms: 2_300, code: 0 }] });
    expect(passing.line).toMatchInlineSnapshot(`"tests: 797 passed, 1 failed, 0 skipped; stages: lint 2 s"`);
    expect(passing.problems).toEqual([]);
    const failing = summarize({
      unit,
      integration,
      e2e,
      examples,
      stages: [{ name: 'lint', ms: 1_900, code: 1 }, ...stages],
    });
    expect(failing.line).toMatchInlineSnapshot(
      `"tests: 797 passed, 1 failed, 0 skipped; stages: lint 2 s (failed), types 31 s, examples 115 s (failed)"`,
    );
    expect(failing.problems).toMatchInlineSnapshot(`
      [
        "The lint stage failed; its output is above.",
      ]
    `);
  });

  it('fails when a runner left no report', () => {
    expect(summarize({ unit, examples, stages }).problems).toMatchInlineSnapshot(`
      [
        "No report from the integration tests, Playwright: some tests did not run.",
      ]
    `);
  });

  it("counts the integration tests' two parts together, and misses them when either left no report", () => {
    const e2e = { stats: { expected: 150, unexpected: 0, flaky: 0, skipped: 0 } };
    const tools = {
      numPassedTests: 30,
      numFailedTests: 0,
      numPendingTests: 2,
      numTodoTests: 0,
      testResults: [
        { name: 'tests/src/node/build.test.ts', status: 'failed', message: 'Build failed', assertionResults: [] },
      ],
    };
    const both = summarize({ unit, integration: mergeVitestReports([integration, tools]), e2e, examples, stages });
    expect(both.line).toMatchInlineSnapshot(
      `"tests: 827 passed, 2 failed, 2 skipped; stages: types 31 s, examples 115 s (failed)"`,
    );
    expect(both.problems).toMatchInlineSnapshot(`
      [
        "tests/src/node/build.test.ts failed outside its tests: Build failed.",
      ]
    `);
    expect(
      summarize({ unit, integration: mergeVitestReports([integration, undefined]), e2e, examples, stages }).problems,
    ).toMatchInlineSnapshot(`
        [
          "No report from the integration tests: some tests did not run.",
        ]
      `);
  });

  it('counts a test file that fails with no failing test (an import that throws, a hook) as failed, and names it', () => {
    const e2e = { stats: { expected: 150, unexpected: 0, flaky: 0, skipped: 0 } };
    const broken = {
      ...unit,
      testResults: [
        { name: 'tests/a.test.ts', status: 'passed', message: '', assertionResults: [{ status: 'passed' }] },
        {
          name: 'tests/broken.test.ts',
          status: 'failed',
          message: 'Cannot find module "./gone"\n    at import',
          assertionResults: [],
        },
        // Counted once, by its failing test.
        { name: 'tests/red.test.ts', status: 'failed', message: '', assertionResults: [{ status: 'failed' }] },
      ],
      numFailedTests: 1,
    };
    const { line, problems } = summarize({ unit: broken, integration, e2e, examples, stages });
    expect(line).toMatch(/^tests: 797 passed, 3 failed, 0 skipped;/);
    expect(problems).toMatchInlineSnapshot(`
      [
        "tests/broken.test.ts failed outside its tests: Cannot find module "./gone".",
      ]
    `);
  });

  it('counts an end-to-end spec that does not load as failed', () => {
    const e2e = {
      stats: { expected: 150, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'Error: tests/e2e/x.spec.ts: Unexpected token' }],
    };
    const { line, problems } = summarize({ unit, integration, e2e, examples, stages });
    expect(line).toMatch(/^tests: 797 passed, 2 failed, 0 skipped;/);
    expect(problems).toEqual(['Playwright failed outside its tests: Error: tests/e2e/x.spec.ts: Unexpected token.']);
  });

  it('gives beside each stage the mean load of the machine while it ran, so a slow run shows whether the machine was busy', () => {
    const timed = [
      { name: 'types', ms: 30_000, code: 0, startedAt: 1_000_000 },
      { name: 'e2e', ms: 2_000, code: 0, startedAt: 2_000_000 },
    ];
    const load = [
      { at: 999_000, load: 9 },
      { at: 1_005_000, load: 1.5 },
      { at: 1_010_000, load: 2.5 },
      { at: 1_031_000, load: 9 },
    ];
    const e2e = { stats: { expected: 150, unexpected: 0, flaky: 0, skipped: 0 } };
    expect(summarize({ unit, integration, e2e, examples, stages: timed, load }).line).toMatchInlineSnapshot(
      `"tests: 797 passed, 1 failed, 0 skipped; stages: types 30 s (load 2.0), e2e 2 s"`,
    );
  });
});
