import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listSourceFiles, listSourceFolder } from '../../../../src/node/files/list-source-files';
import {
  contentHash,
  emptyReadRecord,
  namesHash,
  type ReadRecord,
  recordReads,
} from '../../../../src/node/files/read-record';
import { readSourceFile } from '../../../../src/node/files/read-source-file';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'read-record-'));
  for (const [file, text] of Object.entries({ 'content/index.md': '# Home', 'content/guide/intro.md': '# Intro' })) {
    await mkdir(join(root, file, '..'), { recursive: true });
    await writeFile(join(root, file), text);
  }
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A record as a reader would say it: each read, its path from the temporary root, and whether there was anything. */
const said = (record: ReadRecord) =>
  (['files', 'folders', 'trees'] as const).flatMap((kind) =>
    [...record[kind]]
      .map(([path, hash]) => `${kind} ${relative(root, path)}: ${hash === null ? 'absent' : 'read'}`)
      .sort(),
  );

const absent = (read: () => unknown) => expect(read).toThrow();

describe('recording what a producer reads', () => {
  it('takes every read of the helpers while the producer runs, those of what it started included', async () => {
    const record = emptyReadRecord();
    await recordReads(record, async () => {
      readSourceFile(join(root, 'content/index.md'));
      absent(() => readSourceFile(join(root, 'content/sidebars.yaml')));
      absent(() => readSourceFile(join(root, 'content')));
      await Promise.all([
        listSourceFiles(join(root, 'content')),
        listSourceFolder(join(root, 'content')),
        listSourceFolder(join(root, 'api-reference')).catch(() => []),
        // Read after a timer: still the producer's.
        sleep(5).then(() => readSourceFile(join(root, 'content/guide/intro.md'))),
      ]);
    });
    expect(said(record)).toMatchInlineSnapshot(`
      [
        "files content/guide/intro.md: read",
        "files content/index.md: read",
        "files content/sidebars.yaml: absent",
        "files content: absent",
        "folders api-reference: absent",
        "folders content: read",
        "trees content: read",
      ]
    `);
    expect(record.files.get(join(root, 'content/index.md'))).toBe(contentHash('# Home'));
    expect(record.trees.get(join(root, 'content'))).toBe(namesHash(['guide/intro.md', 'index.md']));
    expect(record.folders.get(join(root, 'content'))).toBe(namesHash(['guide', 'index.md']));
  });

  it('takes nothing outside a run, nor once the run is over, so the development server pays nothing', async () => {
    const record = emptyReadRecord();
    await recordReads(record, async () => {
      readSourceFile(join(root, 'content/index.md'));
    });
    readSourceFile(join(root, 'content/guide/intro.md'));
    await listSourceFiles(join(root, 'content'));
    await sleep(5).then(() => listSourceFolder(join(root, 'content')));
    expect(said(record)).toEqual(['files content/index.md: read']);
  });

  it('gives a run inside another the reads made inside it, and the outer one none of them', async () => {
    const outer = emptyReadRecord();
    const inner = emptyReadRecord();
    await recordReads(outer, async () => {
      readSourceFile(join(root, 'content/index.md'));
      await recordReads(inner, async () => {
        await sleep(1);
        readSourceFile(join(root, 'content/guide/intro.md'));
      });
      await listSourceFiles(join(root, 'content'));
    });
    expect(said(outer)).toEqual(['files content/index.md: read', 'trees content: read']);
    expect(said(inner)).toEqual(['files content/guide/intro.md: read']);
  });

  it('tells a listing from the same names in another order, and an empty file from none', async () => {
    expect(namesHash(['b', 'a'])).toBe(namesHash(['a', 'b']));
    expect(namesHash(['a', 'b'])).not.toBe(namesHash(['ab']));
    const record = emptyReadRecord();
    await writeFile(join(root, 'empty.md'), '');
    recordReads(record, () => readSourceFile(join(root, 'empty.md')));
    expect(record.files.get(join(root, 'empty.md'))).toBe(contentHash(''));
  });
});
