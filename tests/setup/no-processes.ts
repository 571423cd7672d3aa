import { vi } from 'vitest';

// The unit tier runs in seconds because it starts nothing: no JVM, no build, no git, no Node of
// its own. A test that needs a process fails here and belongs to the integration project.
vi.mock('node:child_process', () => {
  const refuse = (name: string) => () => {
    throw new Error(`${name}: a unit test starts no process; list the test among the integration tests in vitest.config.ts.`);
  };
  const names = ['exec', 'execFile', 'execFileSync', 'execSync', 'fork', 'spawn', 'spawnSync'] as const;
  const module = Object.fromEntries(names.map((name) => [name, refuse(name)]));
  return { ...module, default: module };
});
