import { describe, expect, it } from 'vitest';
import { processTree, statusMemory } from '../../../scripts/bench/scale-memory';

describe('the memory of a process tree', () => {
  it("takes in a process's resident memory now and at its peak, from /proc/<pid>/status", () => {
    const status = ['Name:\tnode', 'PPid:\t41', 'VmHWM:\t  812340 kB', 'VmRSS:\t  650000 kB', 'Threads:\t11'].join(
      '\n',
    );
    expect(statusMemory(status)).toEqual({ rss: 650000 * 1024, peak: 812340 * 1024 });
    // A zombie has ended: it holds no memory.
    expect(statusMemory('Name:\tnode\nState:\tZ (zombie)\nPPid:\t41')).toBeUndefined();
  });

  it('counts every process under the build, at any depth, and none beside it', () => {
    // npm (10) starts sh (11), which starts node (12), which starts esbuild (13); 20 is another program.
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 12],
      [20, 1],
      [21, 20],
    ]);
    expect(processTree(10, parents).sort()).toEqual([10, 11, 12, 13]);
  });
});
