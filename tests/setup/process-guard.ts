/**
 * The unit tier's guard against starting processes: every function of node:child_process that
 * starts one refuses, and remembers that it was asked, so that code which catches the refusal
 * (and carries on as if the program were missing) still fails the test.
 */
const STARTERS = ['exec', 'execFile', 'execFileSync', 'execSync', 'fork', 'spawn', 'spawnSync'] as const;

const refused: string[] = [];

/** The stand-in for node:child_process in the unit tier. */
export function refusingChildProcess(): Record<string, unknown> {
  const refuse = (name: string) => (command: unknown) => {
    refused.push(`${name}(${JSON.stringify(command)})`);
    throw new Error(
      `${name}: a unit test starts no process; list the test among the integration tests in vitest.config.ts.`,
    );
  };
  const module = Object.fromEntries(STARTERS.map((name) => [name, refuse(name)]));
  return { ...module, default: module };
}

/** Throws, once, if anything asked to start a process since the last check. */
export function checkNoProcessStarted(): void {
  if (refused.length === 0) return;
  const tried = refused.splice(0);
  throw new Error(
    `A unit test tried to start a process: ${tried.join(', ')}. Start none (read what the process would have told), or list the test among the integration tests in vitest.config.ts.`,
  );
}
