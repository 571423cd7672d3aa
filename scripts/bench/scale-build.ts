import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { canMeasureMemory, sampleTreePeak } from './scale-memory';

export interface BuildRun {
  seconds: number;
  /** The build's process tree at its largest, in bytes; undefined where /proc is not there to read. */
  peakBytes: number | undefined;
}

/** What a build leaves for the next one: its output, the site's caches and Vite's. */
export async function forgetBuilds(root: string): Promise<void> {
  for (const dir of ['dist', '.cache', 'node_modules/.vite'])
    await rm(join(root, dir), { recursive: true, force: true });
}

/** `npm run build` in `root`, timed, with the memory of its process tree sampled. */
export function timedBuild(root: string): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    const sampler = canMeasureMemory() ? sampleTreePeak(child.pid!) : undefined;
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', (error) => {
      sampler?.stop();
      reject(error);
    });
    child.on('exit', (code) => {
      const peakBytes = sampler?.stop();
      if (code !== 0) return reject(new Error(`npm run build failed in ${root} (exit ${code}):\n${stderr.trim()}`));
      resolve({ seconds: (performance.now() - started) / 1000, peakBytes });
    });
  });
}
