import { changedFiles, GitStatusUnreadable, gitStatus } from '../files/git-status';
import { ImportRefusal } from './refusal';

/**
 * What the import replaces in the checkout: its configuration, pages, static files and what
 * belongs to effectie's pages, its own tests among them.
 */
export const WRITTEN_PATHS = [
  'site.yaml',
  'content',
  'public',
  'css',
  'compiled-examples',
  'api-reference',
  'tests/site',
] as const;

/** `git status --porcelain` lines of the written paths; throws when the checkout is not a git checkout. */
export type StatusReader = (projectRoot: string) => Promise<string>;

const readWrittenPaths: StatusReader = async (projectRoot) => {
  try {
    return await gitStatus(projectRoot, WRITTEN_PATHS);
  } catch (error) {
    if (!(error instanceof GitStatusUnreadable)) throw error;
    throw new ImportRefusal(
      `"${projectRoot}" is not a git checkout that can be read (${error.reason}); the import replaces site.yaml, content/ and public/, so it runs only where git can give them back. Nothing was changed.`,
    );
  }
};

/** The import replaces these paths whole, so a change not committed there would be lost: refuse. */
export async function refuseUncommitted(
  projectRoot: string,
  readStatus: StatusReader = readWrittenPaths,
): Promise<void> {
  const changed = changedFiles(await readStatus(projectRoot));
  if (changed.length === 0) return;
  const shown = changed.length > 5 ? [...changed.slice(0, 5), `and ${changed.length - 5} more`] : changed;
  throw new ImportRefusal(
    `The import replaces ${WRITTEN_PATHS.map((path) => (path.includes('.') ? path : `${path}/`)).join(', ')}, and ${changed.length === 1 ? 'this file there is' : `these ${changed.length} files there are`} not committed: ${shown.join(', ')}; commit or stash ${changed.length === 1 ? 'it' : 'them'} first. Nothing was changed.`,
  );
}
