/**
 * The site the engine's end-to-end tests run against, whatever site content/ holds: a copy of
 * effectie's site as it was (its pages, compiled examples, API reference and static files), kept
 * under tests/fixtures/, and the folder `npm run build:e2e-site` builds it into. Paths are from
 * the project root. When the format of compiled examples changes, the fixture's are compiled
 * again from its folder: `cd tests/fixtures/e2e-site && npx tsx ../../../src/node/examples/cli.ts`.
 */
export const E2E_SITE_ROOT = 'tests/fixtures/e2e-site';
export const E2E_SITE_OUT_DIR = '.cache/dist-e2e-site';
