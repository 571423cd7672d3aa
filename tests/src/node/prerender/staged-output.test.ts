import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stagedOutput } from '../../../../src/node/prerender/staged-output';

let root: string;
let outDir: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'staged-output-'));
  outDir = join(root, 'dist');
  await mkdir(outDir);
  await writeFile(join(outDir, 'index.html'), 'the last good build');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("the build's output, staged", () => {
  it('replaces the output folder, all of it, once published', async () => {
    const output = await stagedOutput(join(root, '.cache'));
    await output.write('docs/v1/index.html', 'v1', 'v1');
    await output.write('404.html', 'not found');
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe('the last good build');
    await output.publish(outDir);
    expect((await readdir(outDir, { recursive: true })).sort()).toEqual([
      '404.html',
      'docs',
      'docs/v1',
      'docs/v1/index.html',
    ]);
    expect(output.filesOf('v1')).toEqual(['docs/v1/index.html']);
  });

  it('leaves the last good output as it was when discarded, as a failed build does', async () => {
    const output = await stagedOutput(join(root, '.cache'));
    await output.write('index.html', 'half a build');
    await output.discard();
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe('the last good build');
    expect(await readdir(join(root, '.cache'))).toEqual([]);
  });
});
