// Prints one closing line for the whole test command, from the runners' JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const unit = read('.cache/vitest.json');
const e2e = read('.cache/playwright.json');
// Each page whose examples were recompiled and matched the committed output counts as one test.
const examples = read('.cache/examples.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (examples?.passed ?? 0);
// A test that failed and then passed (flaky) failed.
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0) + (examples?.failed ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (!unit || !e2e || !examples || passed === 0) {
  console.error('A test runner left no report: some tests did not run.');
  process.exit(1);
}
