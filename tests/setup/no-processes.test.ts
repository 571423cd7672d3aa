import { execFile, execFileSync, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkNoProcessStarted } from './process-guard';

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
