import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cutVersion } from '../../../../src/node/version-cut/cut-version';
import { committedSite, git } from './helpers';

// The release resolves, then compiling fails halfway, after the archived version is in place.
vi.mock('../../../../src/node/examples/maven', async (original) => ({
  ...(await original<typeof import('../../../../src/node/examples/maven')>()),
  resolveClasspath: async () => [],
}));
vi.mock('../../../../src/node/examples/run-examples', () => ({
  runExamples: async () => {
    throw new Error('mdoc failed without reporting a page (exit code 137)');
  },
}));

describe('cutVersion when compiling fails', () => {
  it('puts everything back: no archived folders, site.yaml and compiled-examples/ as committed', async () => {
    const root = await committedSite();
    await expect(cutVersion({ projectRoot: root, release: '2.3.0', repositories: [] })).rejects.toThrow(
      'mdoc failed without reporting a page (exit code 137)',
    );
    expect(git(root, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(existsSync(join(root, 'content/2.2.0'))).toBe(false);
    expect(await readdir(join(root, '.cache'))).toEqual([]);
  });
});
