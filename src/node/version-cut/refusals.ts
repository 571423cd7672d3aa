import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CACHE_DIR } from '../examples/cache-store';
import { REFERENCE_DIR } from '../api-reference/reference-store';

const run = promisify(execFile);

/** A reason not to cut: the command stops before it changes anything. */
export class VersionCutRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VersionCutRefusal';
  }
}

/** The folders a version has beside site.yaml: its pages, their compiled examples, its API reference. */
export const versionFolders = (name: string) => [`content/${name}`, `${CACHE_DIR}/${name}`, `${REFERENCE_DIR}/${name}`];

/** The archived version gets folders of its own; one that exists already is someone's work. */
export function refuseExistingFolders(projectRoot: string, name: string): void {
  const existing = versionFolders(name).filter((folder) => existsSync(join(projectRoot, folder)));
  if (existing.length === 0) return;
  throw new VersionCutRefusal(
    `${existing.map((folder) => `"${folder}/"`).join(' and ')} exist${existing.length === 1 ? 's' : ''} already, though site.yaml has no version "${name}"; choose another name with --name or remove ${existing.length === 1 ? 'it' : 'them'}. Nothing was changed.`,
  );
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

/**
 * The cut must be one change a reviewer can read and `git checkout` can undo, so content/ and
 * the configuration file must be as committed.
 */
export async function refuseUncommitted(projectRoot: string, configFile: string): Promise<void> {
  let status: string;
  try {
    ({ stdout: status } = await run(
      'git',
      ['status', '--porcelain', '--untracked-files=all', '--', 'content', configFile],
      { cwd: projectRoot },
    ));
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    const reason = failure.code === 'ENOENT' ? 'git is not on PATH' : (failure.stderr ?? '').trim().split('\n')[0];
    throw new VersionCutRefusal(
      `"${projectRoot}" is not a git checkout that can be read (${reason}); a version is cut from committed pages only. Nothing was changed.`,
    );
  }
  const changed = status
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const code = line.slice(0, 2).trim()[0] ?? '?';
      return `"${line.slice(3)}" (${STATUS_WORDS[code] ?? 'changed'})`;
    });
  if (changed.length === 0) return;
  throw new VersionCutRefusal(
    `content/ and ${configFile} must be committed before a version is cut, and ${changed.length === 1 ? 'this file is' : `these ${changed.length} files are`} not: ${changed.join(', ')}; commit or stash ${changed.length === 1 ? 'it' : 'them'}. Nothing was changed.`,
  );
}
