#!/usr/bin/env bash
# Every test of the site. Two lanes share the two cores: the JVM lane (the examples check, the
# API coverage, then the integration tests that start the JVM or Maven) beside the Node lane (the
# lint, types, vitest's unit project, the production build, the build of the fixture site the
# engine's end-to-end tests run on, then the integration tests that start git, tsx or a Vite build
# but no JVM). The end-to-end tests in Chromium wait for both, so that the browsers have the
# cores to themselves: timing in a page under a JVM's load is not what a reader gets. The closing
# line gives each stage's time and the whole command's.
set -uo pipefail
test_started=$(date +%s%3N)
cd "$(dirname "$0")/.."
mkdir -p .cache
bash scripts/ensure-deps.sh || exit 1
# A checkout beside ../shared/maven compiles the examples against the releases kept there.
if [ -z "${SITE_MAVEN_REPOSITORIES:-}" ] && [ -d ../shared/maven ]; then
  export SITE_MAVEN_REPOSITORIES="$(cd ../shared/maven && pwd)"
fi
STAGES=.cache/test-stages
rm -rf "$STAGES" .cache/examples.json .cache/vitest-unit.json .cache/vitest-integration.json .cache/vitest-integration-tools.json .cache/playwright.json
mkdir -p "$STAGES"
echo "$test_started" >"$STAGES/started"
# The browsers, Chromium and Firefox ESR, when they have to be installed, download while the lanes
# run: one after the other, as apt-get installs one package at a time.
{ bash scripts/ensure-chromium.sh && bash scripts/ensure-firefox.sh; } >"$STAGES/chromium.log" 2>&1 &
chromium=$!

# The machine's load every 5 s while the command runs ("milliseconds load"), so that the summary
# can say whether a slow stage had the cores to itself.
(while true; do
  echo "$(date +%s%3N) $(cut -d' ' -f1 /proc/loadavg)" >>"$STAGES/load"
  sleep 5
done) &
sampler=$!
trap 'kill $sampler 2>/dev/null' EXIT

# Runs a stage and records its name, its time in milliseconds, its exit code and when it started.
stage() {
  local name=$1 started code
  shift
  started=$(date +%s%N)
  "$@"
  code=$?
  echo "$name $((($(date +%s%N) - started) / 1000000)) $code $((started / 1000000))" >>"$STAGES/times"
  return $code
}

(
  lane=0
  stage examples npm run --silent examples -- --check --report .cache/examples.json || lane=1
  stage coverage npm run --silent coverage || lane=1
  INTEGRATION_PART=jvm stage integration npx vitest run --project integration --reporter=default --reporter=json --outputFile=.cache/vitest-integration.json || lane=1
  exit $lane
) >"$STAGES/jvm.log" 2>&1 &
jvm=$!

status=0
echo "== Lint and formatting, Biome (the JVM lane runs beside this one; its output follows it)"
stage lint npm run --silent lint || status=1
echo "== Type check"
stage types bash -c 'npx tsc --noEmit -p tsconfig.json && npx tsc --noEmit -p tsconfig.client.json' || status=1
echo "== Unit, component and property tests"
stage unit npm run --silent test:unit -- --reporter=default --reporter=json --outputFile=.cache/vitest-unit.json || status=1
echo "== Production build, and the build of the site the engine's end-to-end tests run on"
stage build npm run build
built=$?
stage build-e2e-site npm run --silent build:e2e-site || built=1
echo "== Integration tests that start git, tsx or a Vite build"
INTEGRATION_PART=tools stage integration-tools npx vitest run --project integration --reporter=default --reporter=json --outputFile=.cache/vitest-integration-tools.json || status=1
wait $jvm || status=1
echo "== Compiled examples (mdoc, from scratch, against compiled-examples/), API coverage and the integration tests that start the JVM or Maven"
cat "$STAGES/jvm.log"
if [ $built -eq 0 ]; then
  echo "== End-to-end tests"
  browser=0
  wait $chromium || browser=1
  cat "$STAGES/chromium.log"
  [ $browser -eq 0 ] || exit 1
  stage e2e npx playwright test || status=1
else
  status=1
fi
npx tsx scripts/print-test-summary.ts || status=1
exit $status
