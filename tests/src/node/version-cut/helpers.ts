import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';

/** A site whose one page compiles against effectie 2.2.0 for Cats Effect 3, with its compiled examples and API reference. */
export const VERSION_CUT_SITE = resolve(__dirname, '../../../fixtures/version-cut-site');

const copies: string[] = [];
afterAll(async () => {
  await Promise.all(copies.map((root) => rm(root, { recursive: true, force: true })));
});

export const git = (root: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Site Owner', '-c', 'user.email=owner@example.org', '-c', 'init.defaultBranch=main', ...args],
    { cwd: root, encoding: 'utf8' },
  );

/** A copy of the fixture in a git repository of its own, everything committed, as a site owner's checkout is. */
export async function committedSite(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'effectie-version-cut-'));
  copies.push(root);
  await cp(VERSION_CUT_SITE, root, { recursive: true });
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'The site');
  return root;
}
