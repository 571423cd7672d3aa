import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { effectieSite } from './src/node/vite/plugin';
import { fixturePage } from './tests/setup/fixture-page-plugin';

/** The integration tests that start the JVM or Maven. */
const JVM_INTEGRATION_TESTS = [
  'tests/**/examples/run-examples.test.ts',
  'tests/**/examples/types/typecheck-pages.test.ts',
  'tests/**/examples/maven.test.ts',
  'tests/**/examples/check-scripts.test.ts',
  'tests/**/version-cut/refusals.test.ts',
  'tests/**/version-cut/cut-version.test.ts',
  'tests/**/import-docusaurus/import-sbt-repository.test.ts',
];
/** The integration tests that start git, tsx or a Vite build, but no JVM. */
const TOOL_INTEGRATION_TESTS = [
  'tests/**/site/load-site-from-a-script.test.ts',
  'tests/**/version-cut/cut-version.rollback.test.ts',
  'tests/**/search/docsearch-patch.test.ts',
  'tests/**/docs/last-updated.test.ts',
  'tests/**/docs/render-docs-dates.test.ts',
  'tests/**/type-tips-size.test.ts',
  'tests/**/import-docusaurus/evaluate-module.test.ts',
  'tests/**/import-docusaurus/import-site.test.ts',
  'tests/**/import-docusaurus/import-and-build.test.ts',
  'tests/src/node/build.test.ts',
];
/**
 * Tests that start one of the product's tools (the JVM for mdoc and the types program, Maven, git,
 * tsx) or run a Vite build: the integration project. Everything else is the unit project, `npm run
 * test:unit`, whose tests start none (tests/setup/no-processes.ts refuses them); the test runner's
 * own workers and transform are its business.
 */
const INTEGRATION_TESTS = [...JVM_INTEGRATION_TESTS, ...TOOL_INTEGRATION_TESTS];

/**
 * INTEGRATION_PART=jvm or =tools narrows the integration project to one of its two parts, which
 * scripts/test.sh runs side by side: the JVM's beside the Node lane's builds.
 */
const INTEGRATION_PARTS: Record<string, string[]> = {
  jvm: JVM_INTEGRATION_TESTS,
  tools: TOOL_INTEGRATION_TESTS,
};
const integrationPart = process.env.INTEGRATION_PART;
if (integrationPart && !(integrationPart in INTEGRATION_PARTS))
  throw new Error(
    `INTEGRATION_PART is "${integrationPart}"; it names a part of the integration tests: ${Object.keys(INTEGRATION_PARTS).join(' or ')}.`,
  );
const integrationTests = integrationPart ? INTEGRATION_PARTS[integrationPart]! : INTEGRATION_TESTS;

const UNIT_SETUP = ['tests/setup/no-processes.ts', 'tests/setup/browser-page.ts'];

/**
 * Unit test files that need a module graph of their own: those that run in jsdom (React's and the
 * testing library's globals are bound to one window) and those that replace a module with
 * vi.mock. The others share their worker's modules, so that shiki, zod's schemas and the
 * site's fixture load once per worker rather than once per file, which is most of the tier's time.
 */
const ISOLATED_UNIT_TESTS = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .map((file) => join('tests', file).split('\\').join('/'))
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/e2e/'))
  .filter((file) => /@vitest-environment jsdom|\bvi\.mock\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  // A fixture site backs the virtual modules (its public/ the logos), so editing the real site.yaml,
  // content/ or public/ breaks no unit test; the real site has its end-to-end tests.
  publicDir: resolve(import.meta.dirname, 'tests/fixtures/site/public'),
  plugins: [
    effectieSite({
      projectRoot: import.meta.dirname,
      siteRoot: resolve(import.meta.dirname, 'tests/fixtures/site'),
      publicDir: resolve(import.meta.dirname, 'tests/fixtures/site/public'),
      readHistory: false,
    }),
    fixturePage(),
  ],
  test: {
    environment: 'node',
    // The integration project: each test file gets a fresh worker (isolation stays on), and a thread
    // starts for less than a process does; none of the tests needs a process of its own
    // (process.chdir and the like).
    pool: 'threads',
    // Vitest keeps a core for its own process, which leaves one worker on two cores; that process
    // mostly waits once the modules are transformed, so every core runs test files.
    maxWorkers: availableParallelism(),
    // The pool, not the project, decides whether a worker outlives its file: a pool whose files are
    // isolated starts a worker for each. So unit:shared runs in the forks pool, made to keep its
    // workers, which run file after file with the modules they have loaded.
    poolOptions: { forks: { isolate: false } },
    testTimeout: 20_000,
    restoreMocks: true,
    projects: [
      // Project includes add to the root's, so each project names its own files.
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit:shared',
          pool: 'forks',
          isolate: false,
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...INTEGRATION_TESTS, ...ISOLATED_UNIT_TESTS],
          setupFiles: UNIT_SETUP,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit:isolated',
          include: ISOLATED_UNIT_TESTS,
          exclude: INTEGRATION_TESTS,
          setupFiles: UNIT_SETUP,
        },
      },
      // React's plugin gives esbuild its JSX options.
      { extends: true, plugins: [react()], test: { name: 'integration', include: integrationTests } },
    ],
  },
});
