import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { changedFiles, GitStatusUnreadable, gitStatus } from '../files/git-status';
import { CACHE_DIR } from '../examples/cache-store';
import { REFERENCE_DIR } from '../api-reference/reference-store';

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

/**
 * The cut must be one change a reviewer can read and `git checkout` can undo, so content/ and
 * the configuration file must be as committed.
 */
export async function refuseUncommitted(projectRoot: string, configFile: string): Promise<void> {
  let status: string;
  try {
    status = await gitStatus(projectRoot, ['content', configFile]);
  } catch (error) {
    if (!(error instanceof GitStatusUnreadable)) throw error;
    throw new VersionCutRefusal(
      `"${projectRoot}" is not a git checkout that can be read (${error.reason}); a version is cut from committed pages only. Nothing was changed.`,
    );
  }
  const changed = changedFiles(status);
  if (changed.length === 0) return;
  throw new VersionCutRefusal(
    `content/ and ${configFile} must be committed before a version is cut, and ${changed.length === 1 ? 'this file is' : `these ${changed.length} files are`} not: ${changed.join(', ')}; commit or stash ${changed.length === 1 ? 'it' : 'them'}. Nothing was changed.`,
  );
}
