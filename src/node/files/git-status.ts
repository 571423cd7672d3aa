import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Why git gave no status: it is not installed, or the folder is not a checkout it can read. */
export class GitStatusUnreadable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'GitStatusUnreadable';
  }
}

/** `git status --porcelain` of `paths` in `projectRoot`, untracked files included. */
export async function gitStatus(projectRoot: string, paths: readonly string[]): Promise<string> {
  try {
    const { stdout } = await run('git', ['status', '--porcelain', '--untracked-files=all', '--', ...paths], {
      cwd: projectRoot,
    });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    throw new GitStatusUnreadable(
      failure.code === 'ENOENT' ? 'git is not on PATH' : ((failure.stderr ?? '').trim().split('\n')[0] ?? ''),
    );
  }
}

const STATUS_WORDS: Record<string, string> = {
  M: 'modified',
  A: 'added',
  D: 'deleted',
  R: 'renamed',
  C: 'copied',
  T: 'changed type',
  U: 'unmerged',
  '?': 'untracked',
};

/** Each file of a porcelain status as a site owner reads it: `"content/a.md" (modified)`. */
export function changedFiles(status: string): string[] {
  return status
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `"${line.slice(3)}" (${STATUS_WORDS[line.slice(0, 2).trim()[0] ?? '?'] ?? 'changed'})`);
}
