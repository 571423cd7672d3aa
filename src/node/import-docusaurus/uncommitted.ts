import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ImportRefusal } from './refusal';

const run = promisify(execFile);

/** What the import replaces in the checkout: its configuration, pages, static files and what belongs to effectie's pages. */
export const WRITTEN_PATHS = ['site.yaml', 'content', 'public', 'compiled-examples', 'api-reference'] as const;

/** `git status --porcelain` lines of the written paths; throws when the checkout is not a git checkout. */
export type StatusReader = (projectRoot: string) => Promise<string>;

export const gitStatus: StatusReader = async (projectRoot) => {
  try {
    const { stdout } = await run('git', ['status', '--porcelain', '--untracked-files=all', '--', ...WRITTEN_PATHS], {
      cwd: projectRoot,
    });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    const reason = failure.code === 'ENOENT' ? 'git is not on PATH' : (failure.stderr ?? '').trim().split('\n')[0];
    throw new ImportRefusal(
      `"${projectRoot}" is not a git checkout that can be read (${reason}); the import replaces site.yaml, content/ and public/, so it runs only where git can give them back. Nothing was changed.`,
    );
  }
};

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

/** The import replaces these paths whole, so a change not committed there would be lost: refuse. */
export async function refuseUncommitted(projectRoot: string, readStatus: StatusReader = gitStatus): Promise<void> {
  const changed = (await readStatus(projectRoot))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `"${line.slice(3)}" (${STATUS_WORDS[line.slice(0, 2).trim()[0] ?? '?'] ?? 'changed'})`);
  if (changed.length === 0) return;
  const shown = changed.length > 5 ? [...changed.slice(0, 5), `and ${changed.length - 5} more`] : changed;
  throw new ImportRefusal(
    `The import replaces ${WRITTEN_PATHS.map((path) => (path.includes('.') ? path : `${path}/`)).join(', ')}, and ${changed.length === 1 ? 'this file there is' : `these ${changed.length} files there are`} not committed: ${shown.join(', ')}; commit or stash ${changed.length === 1 ? 'it' : 'them'} first. Nothing was changed.`,
  );
}
