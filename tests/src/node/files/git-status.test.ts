import { describe, expect, it } from 'vitest';
import { changedFiles } from '../../../../src/node/files/git-status';

describe('changedFiles', () => {
  it('names each file of a porcelain status with what happened to it, staged or not', () => {
    const status = [' M content/a.md', 'A  content/b.md', 'D  site.yaml', '?? content/new.md', 'R  content/c.md', ''];
    expect(changedFiles(status.join('\n'))).toEqual([
      '"content/a.md" (modified)',
      '"content/b.md" (added)',
      '"site.yaml" (deleted)',
      '"content/new.md" (untracked)',
      '"content/c.md" (renamed)',
    ]);
  });

  it('finds nothing in a clean status', () => {
    expect(changedFiles('')).toEqual([]);
  });
});
