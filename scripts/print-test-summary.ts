// Prints one closing line for the whole test command (see scripts/test-summary.ts).
import { existsSync, readFileSync } from 'node:fs';
import { mergeVitestReports, summarize, type Stage } from './test-summary';

const read = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
// Lines of "name milliseconds exit-code", in the order the stages finished, from scripts/test.sh.
const stages: Stage[] = existsSync('.cache/test-stages/times')
  ? readFileSync('.cache/test-stages/times', 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name = '', ms, code, startedAt] = line.split(' ');
        return { name, ms: Number(ms), code: Number(code), startedAt: Number(startedAt) };
      })
  : [];
// The load average sampled while the command ran: "milliseconds load" lines.
const load = existsSync('.cache/test-stages/load')
  ? readFileSync('.cache/test-stages/load', 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [at, value] = line.split(' ');
        return { at: Number(at), load: Number(value) };
      })
  : [];
// When scripts/test.sh started, in milliseconds since the epoch.
const started = existsSync('.cache/test-stages/started')
  ? Number(readFileSync('.cache/test-stages/started', 'utf8'))
  : undefined;
const totalMs = started === undefined || Number.isNaN(started) ? undefined : Date.now() - started;
const { line, problems } = summarize({
  unit: read('.cache/vitest-unit.json'),
  // The integration tests' two parts, run in the two lanes of scripts/test.sh.
  integration: mergeVitestReports([
    read('.cache/vitest-integration.json'),
    read('.cache/vitest-integration-tools.json'),
  ]),
  e2e: read('.cache/playwright.json'),
  examples: read('.cache/examples.json'),
  stages,
  load,
  totalMs,
});
console.log(line);
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
