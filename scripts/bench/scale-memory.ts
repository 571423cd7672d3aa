import { readdirSync, readFileSync } from 'node:fs';

/** The memory of one process, in bytes, from /proc/<pid>/status. */
export interface ProcessMemory {
  /** Resident now. */
  rss: number;
  /** The most it has been resident at any moment (VmHWM), which samples can miss. */
  peak: number;
}

/** VmRSS and VmHWM of a /proc/<pid>/status text; undefined for a process that has no memory of its own (a zombie). */
export function statusMemory(status: string): ProcessMemory | undefined {
  const kilobytes = (key: string) => {
    const match = new RegExp(`^${key}:\\s*(\\d+) kB$`, 'm').exec(status);
    return match === null ? undefined : Number(match[1]) * 1024;
  };
  const rss = kilobytes('VmRSS');
  return rss === undefined ? undefined : { rss, peak: kilobytes('VmHWM') ?? rss };
}

/** `root` and every process under it, given each process's parent. */
export function processTree(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // The process ended between the listing and the read.
    return undefined;
  }
}

/** Every process's parent, from /proc/<pid>/stat (its fourth field, after the command's name in parentheses). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    const parent = stat === undefined ? undefined : /\) \S+ (\d+)/.exec(stat)?.[1];
    if (parent !== undefined) map.set(Number(entry), Number(parent));
  }
  return map;
}

/** The memory of `root` and the processes under it, each by its pid. */
function treeMemory(root: number): Map<number, ProcessMemory> {
  const memory = new Map<number, ProcessMemory>();
  for (const pid of processTree(root, parents())) {
    const status = read(`/proc/${pid}/status`);
    const figures = status === undefined ? undefined : statusMemory(status);
    if (figures !== undefined) memory.set(pid, figures);
  }
  return memory;
}

/** The resident memory of a process tree now: the sum over its processes. */
export function treeRss(root: number): number {
  return [...treeMemory(root).values()].reduce((sum, process) => sum + process.rss, 0);
}

/** Whether this system shows processes' memory under /proc (Linux does). */
export const canMeasureMemory = (): boolean => read('/proc/self/status') !== undefined;

/**
 * Samples a process tree's memory until stopped. Its peak is the larger of the highest sum of the
 * tree's resident memory seen in a sample and the highest peak (VmHWM) of any one of its
 * processes, which catches a peak of the main process between two samples.
 */
export function sampleTreePeak(root: number, intervalMs = 100): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    const memory = treeMemory(root);
    const sum = [...memory.values()].reduce((total, process) => total + process.rss, 0);
    peak = Math.max(peak, sum, ...[...memory.values()].map((process) => process.peak));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
