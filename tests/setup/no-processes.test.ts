import { execFile, execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkNoProcessStarted } from './process-guard';

const require = createRequire(import.meta.url);

describe("the unit tier's guard against processes", () => {
  it('refuses to start one, naming the integration project', () => {
    expect(() => execFileSync('git', ['--version'])).toThrowErrorMatchingInlineSnapshot(
      `[Error: execFileSync: a unit test starts no process; list the test among the integration tests in vitest.config.ts.]`,
    );
    expect(() => spawn('java')).toThrow(/^spawn: a unit test starts no process/);
    expect(checkNoProcessStarted).toThrow();
  });

  it('fails the test even when the code under test swallows the refusal', () => {
    try {
      execFile('git', ['log']);
    } catch {
      // As code that treats a missing program as "nothing to read" would.
    }
    expect(checkNoProcessStarted).toThrowErrorMatchingInlineSnapshot(
      `[Error: A unit test tried to start a process: execFile("git"). Start none (read what the process would have told), or list the test among the integration tests in vitest.config.ts.]`,
    );
    // Reported once: the check after this test finds nothing more.
    expect(checkNoProcessStarted).not.toThrow();
  });
});

describe("the unit tier's own tools", () => {
  it('load vitest.config.ts in process, as npm run test:unit asks, where Vite would start esbuild to bundle it', () => {
    const { scripts } = require('../../package.json') as { scripts: Record<string, string> };
    expect(scripts['test:unit']).toBe(
      'vitest run --project unit --config tests/setup/vitest-in-process.config.mjs --configLoader native',
    );
  });

  it('count the cores for the worker pool without starting a process (patches/tinypool-1.1.1.mjs)', async () => {
    // A second copy of vitest's tinypool, loaded under the guard, so that its count of the cores runs again here.
    const entry = pathToFileURL(require.resolve('tinypool')).href;
    const { default: Tinypool } = (await import(/* @vite-ignore */ `${entry}?again`)) as typeof import('tinypool');
    expect(Tinypool).toBeTypeOf('function');
    expect(checkNoProcessStarted).not.toThrow();
  });
});
