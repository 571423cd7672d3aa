import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// A record separator git never prints on its own: each commit starts with it and its date.
const COMMIT = '\u001e';

/**
 * When each content file last changed, or why that cannot be known. Keys are paths relative to
 * the site root, as "content/current/index.md".
 */
export type PageHistory =
  | { readonly dates: ReadonlyMap<string, Date>; readonly unavailable?: undefined }
  | { readonly dates?: undefined; readonly unavailable: string };

/** The folder holding `.git` (a folder, or a file in a linked worktree) at or above `root`, if any. */
function workTreeOf(root: string): string | undefined {
  for (let folder = resolve(root); ; folder = dirname(folder)) {
    if (existsSync(resolve(folder, '.git'))) return folder;
    if (dirname(folder) === folder) return undefined;
  }
}

/**
 * When each file under `folder` was last changed, from one `git log` over the whole folder (not
 * one call per page). Outside a git work tree no process is started; there, or when git cannot
 * run, the answer says why, and the caller decides what a build without dates does.
 */
export async function readLastUpdated(root: string, folder: string): Promise<PageHistory> {
  if (workTreeOf(root) === undefined) return { unavailable: `"${resolve(root)}" is in no git work tree.` };
  let stdout: string;
  try {
    ({ stdout } = await run(
      'git',
      ['-C', root, 'log', `--format=${COMMIT}%cI`, '--name-only', '--relative', '--no-renames', '--', folder],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ));
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: unknown };
    if (code === 'ENOENT') return { unavailable: 'git is not installed.' };
    const said =
      typeof stderr === 'string' && stderr.trim() !== ''
        ? stderr.trim()
        : error instanceof Error
          ? error.message
          : String(error);
    return { unavailable: `git log failed in "${resolve(root)}": ${said.replace(/\.?$/, '.')}` };
  }
  const dates = new Map<string, Date>();
  for (const commit of stdout.split(COMMIT).slice(1)) {
    const [date = '', ...files] = commit.split('\n');
    // git log lists the newest commit first, so the first date seen for a file is its last change.
    for (const file of files) if (file !== '' && !dates.has(file)) dates.set(file, new Date(date));
  }
  return { dates };
}

/** What a build says when its pages go without dates although site.yaml asks for them. */
export const historyWarning = (reason: string) => `No page shows when it last changed (docs.lastUpdated): ${reason}`;
