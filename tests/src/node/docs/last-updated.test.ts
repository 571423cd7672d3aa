import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLastUpdated } from '../../../../src/node/docs/last-updated';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'effectie-last-updated-'));
  roots.push(root);
  return root;
}

/** Commits the given files with the given committer date in the repository at `root`. */
async function commit(root: string, date: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(root, file, '..'), { recursive: true });
    await writeFile(join(root, file), text);
  }
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
    GIT_AUTHOR_NAME: 'A',
    GIT_AUTHOR_EMAIL: 'a@example.org',
    GIT_COMMITTER_NAME: 'A',
    GIT_COMMITTER_EMAIL: 'a@example.org',
  };
  execFileSync('git', ['add', '.'], { cwd: root, env });
  execFileSync('git', ['commit', '-q', '-m', date], { cwd: root, env });
}

describe('readLastUpdated', () => {
  it('dates each content file by the last commit that changed it, whatever folder the site lies in', async () => {
    const repo = await tempDir();
    execFileSync('git', ['init', '-q', repo]);
    await commit(repo, '2024-01-02T10:00:00Z', {
      'site/content/current/a.md': 'a',
      'site/content/current/fx/b.md': 'b',
      'site/other.md': 'x',
    });
    await commit(repo, '2025-03-04T12:30:00Z', { 'site/content/current/fx/b.md': 'b, changed' });
    await commit(repo, '2025-06-07T08:00:00Z', { 'site/other.md': 'y' });

    const { dates = new Map<string, Date>() } = await readLastUpdated(join(repo, 'site'), 'content');
    expect(Object.fromEntries([...dates].map(([file, date]) => [file, date.toISOString()]))).toEqual({
      'content/current/a.md': '2024-01-02T10:00:00.000Z',
      'content/current/fx/b.md': '2025-03-04T12:30:00.000Z',
    });
  });

  it('says why it knows no dates when git cannot read the work tree, or is not installed', async () => {
    const root = await tempDir();
    await mkdir(join(root, 'content'));
    await writeFile(join(root, 'content/a.md'), 'a');
    // A linked worktree whose repository has gone: a .git file pointing nowhere.
    await writeFile(join(root, '.git'), 'gitdir: /nowhere/.git/worktrees/site\n');
    expect((await readLastUpdated(root, 'content')).unavailable?.replace(root, '<root>')).toMatchInlineSnapshot(
      `"git log failed in "<root>": fatal: not a git repository: /nowhere/.git/worktrees/site."`,
    );

    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      expect(await readLastUpdated(root, 'content')).toEqual({ unavailable: 'git is not installed.' });
    } finally {
      process.env.PATH = path;
    }
  });
});
