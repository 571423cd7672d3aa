import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

// A record separator git never prints on its own: each commit starts with it and its date.
const COMMIT = '\u001e';

/**
 * When each file under `folder` was last changed, from one `git log` over the whole folder (not
 * one call per page). Keys are paths relative to `root`, as "content/current/index.md". Outside
 * a git work tree, or without git, the map is empty: a tarball build shows no dates and still
 * builds.
 */
export async function readLastUpdated(root: string, folder: string): Promise<Map<string, Date>> {
  let stdout: string;
  try {
    ({ stdout } = await run('git', ['-C', root, 'log', `--format=${COMMIT}%cI`, '--name-only', '--relative', '--no-renames', '--', folder], {
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch {
    return new Map();
  }
  const dates = new Map<string, Date>();
  for (const commit of stdout.split(COMMIT).slice(1)) {
    const [date = '', ...files] = commit.split('\n');
    // git log lists the newest commit first, so the first date seen for a file is its last change.
    for (const file of files) if (file !== '' && !dates.has(file)) dates.set(file, new Date(date));
  }
  return dates;
}
