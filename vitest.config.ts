import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { effectieSite } from './src/node/vite/plugin';
import { fixturePage } from './tests/setup/fixture-page-plugin';
import { typescriptTransform } from './tests/setup/typescript-transform-plugin';

/**
 * Tests that start a process (the JVM for mdoc and the types program, Maven, git, tsx, esbuild)
 * or run a Vite build: the integration project. Everything else is the unit project, `npm run
 * test:unit`, which starts no process (tests/setup/no-processes.ts), vitest included: it loads
 * this file through tests/setup/vitest-in-process.config.mjs and compiles the tests with
 * TypeScript (typescript-transform-plugin.ts), where Vite would start its esbuild service.
 */
const INTEGRATION_TESTS = [
  'tests/**/examples/run-examples.test.ts',
  'tests/**/examples/types/typecheck-pages.test.ts',
  'tests/**/examples/maven.test.ts',
  'tests/**/site/load-site-from-a-script.test.ts',
  'tests/**/version-cut/refusals.test.ts',
  'tests/**/version-cut/cut-version.test.ts',
  'tests/**/version-cut/cut-version.rollback.test.ts',
  'tests/**/search/docsearch-patch.test.ts',
  'tests/**/docs/last-updated.test.ts',
  'tests/**/docs/render-docs-dates.test.ts',
  'tests/**/type-tips-size.test.ts',
  'tests/**/import-docusaurus/evaluate-module.test.ts',
  'tests/**/import-docusaurus/import-site.test.ts',
  'tests/**/import-docusaurus/import-and-build.test.ts',
  'tests/**/examples/check-scripts.test.ts',
];

export default defineConfig({
  // A fixture site backs the virtual modules, so editing the real site.yaml or content/ breaks no
  // unit test; the real site has its end-to-end tests.
  plugins: [
    effectieSite({
      projectRoot: import.meta.dirname,
      siteRoot: resolve(import.meta.dirname, 'tests/fixtures/site'),
      readHistory: false,
    }),
    fixturePage(),
  ],
  test: {
    environment: 'node',
    // Each test file still gets a fresh worker (isolation stays on), and a thread starts for less
    // than a process does; none of the tests needs a process of its own (process.chdir and the like).
    pool: 'threads',
    // Vitest keeps a core for its own process, which leaves one worker on two cores; that process
    // mostly waits once the modules are transformed, so every core runs test files.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    restoreMocks: true,
    projects: [
      // Project includes add to the root's, so each project names its own files.
      // TypeScript's transpiler, in process, compiles the unit tests: esbuild is a process of its own.
      {
        extends: true,
        esbuild: false,
        plugins: [typescriptTransform()],
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...INTEGRATION_TESTS],
          setupFiles: ['tests/setup/no-processes.ts', 'tests/setup/browser-page.ts'],
        },
      },
      // React's plugin gives esbuild its JSX options and the development server Fast Refresh; the
      // unit project's transform compiles JSX itself.
      { extends: true, plugins: [react()], test: { name: 'integration', include: INTEGRATION_TESTS } },
    ],
  },
});
