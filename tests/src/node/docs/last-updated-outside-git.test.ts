import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { historyWarning, readLastUpdated } from '../../../../src/node/docs/last-updated';

let root: string;
afterAll(() => rm(root, { recursive: true, force: true }));

describe('readLastUpdated outside a git work tree', () => {
  it('starts no process and says why there are no dates, which the build then prints', async () => {
    root = await mkdtemp(join(tmpdir(), 'effectie-no-git-'));
    await mkdir(join(root, 'content'));
    await writeFile(join(root, 'content/a.md'), 'a');
    // The unit tier refuses every process (tests/setup/no-processes.ts): this passes without one.
    const history = await readLastUpdated(root, 'content');
    expect(history.dates).toBeUndefined();
    expect(historyWarning(history.unavailable!).replace(root, '<root>')).toMatchInlineSnapshot(
      `"No page shows when it last changed (docs.lastUpdated): "<root>" is in no git work tree."`,
    );
  });
});
