#!/usr/bin/env bash
# Every test of the site: types, unit, component and property tests, the production build,
# then the end-to-end tests in Chromium against that build.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .cache
bash scripts/ensure-deps.sh || exit 1
status=0
# A checkout beside ../shared/maven compiles the examples against the releases kept there.
if [ -z "${SITE_MAVEN_REPOSITORIES:-}" ] && [ -d ../shared/maven ]; then
  export SITE_MAVEN_REPOSITORIES="$(cd ../shared/maven && pwd)"
fi
echo "== Type check"
npx tsc --noEmit -p tsconfig.json && npx tsc --noEmit -p tsconfig.client.json || status=1
echo "== Compiled examples (mdoc, from scratch, against compiled-examples/)"
rm -f .cache/examples.json
npm run --silent examples -- --check --report .cache/examples.json || status=1
echo "== API coverage (every public name of the documented modules on a page of its version)"
npm run --silent coverage || status=1
echo "== Unit, component and property tests"
npx vitest run --reporter=default --reporter=json --outputFile=.cache/vitest.json || status=1
echo "== Production build"
if npm run build; then
  echo "== End-to-end tests"
  bash scripts/ensure-chromium.sh || exit 1
  npx playwright test || status=1
else
  status=1
fi
node scripts/summarize-tests.mjs || status=1
exit $status
