import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentInputs, entryInputs } from '../../../../src/node/cache/input-state';
import { keyedCache, type Lookup } from '../../../../src/node/cache/keyed-cache';
import { listSourceFiles, listSourceFolder } from '../../../../src/node/files/list-source-files';
import { emptyReadRecord, type ReadRecord, recordReads } from '../../../../src/node/files/read-record';
import { readSourceFile } from '../../../../src/node/files/read-source-file';
import { stagedOutput } from '../../../../src/node/prerender/staged-output';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'keyed-cache-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Writes the files (paths from the temporary root) and gives the folder they are in. */
async function write(files: Record<string, string>, dir = ''): Promise<string> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(root, dir, file, '..'), { recursive: true });
    await writeFile(join(root, dir, file), text);
  }
  await mkdir(join(root, dir), { recursive: true });
  return join(root, dir);
}

/** What a producer of the site under `site/` reads: a page, a file that is not there, its folder's listing and files. */
async function produce(): Promise<ReadRecord> {
  const record = emptyReadRecord();
  await recordReads(record, async () => {
    readSourceFile(join(root, 'site/content/v1/index.md'));
    expect(() => readSourceFile(join(root, 'site/content/v1/sidebars.yaml'))).toThrow();
    await listSourceFiles(join(root, 'site/content/v1'));
    await listSourceFolder(join(root, 'site/api-reference/v1')).catch(() => []);
  });
  return record;
}

/** A lookup as a reader would say it, paths from the temporary root. */
const said = (lookup: Lookup<unknown>) =>
  lookup.hit
    ? `hit: ${JSON.stringify(lookup.data)}`
    : lookup.why === 'changed'
      ? `changed: ${lookup.changed.map(({ kind, name }) => `${kind} ${kind === 'value' ? name : relative(root, name)}`).join(', ')}`
      : lookup.why;

describe('the keyed cache', () => {
  const values = { 'the dates its pages show': '[]' };
  let record: ReadRecord;
  let built: string;
  beforeEach(async () => {
    await write({ 'site/content/v1/index.md': '# v1', 'site/content/v1/guide/intro.md': '# Intro' });
    record = await produce();
    built = await write({ 'docs/v1/index.html': '<p>v1</p>', 'docs/index.html': 'current' }, 'built');
  });
  const keep = (cache = keyedCache(join(root, 'cache'))) =>
    cache.keep('version-v1', {
      inputs: entryInputs([record], values),
      parts: { files: { dir: built, files: ['docs/v1/index.html'] } },
      data: { links: 1 },
    });
  /** A lookup of the entry by the site as it is now, into a new output folder. */
  const lookup = async (now: Record<string, string> = values, dir = 'out') => {
    const out = await write({}, dir);
    const found = await keyedCache(join(root, 'cache')).restore('version-v1', {
      state: currentInputs([]),
      values: now,
      into: { files: out },
    });
    return { found, out };
  };

  it('gives back the files and data kept under a name while nothing the producer read changed, as links', async () => {
    await keep();
    const { found, out } = await lookup();
    expect(said(found)).toMatchInlineSnapshot(`"hit: {"links":1}"`);
    expect(await readFile(join(out, 'docs/v1/index.html'), 'utf8')).toBe('<p>v1</p>');
    // Only the entry's files, each a hard link to the kept one.
    expect(await readdir(join(out, 'docs'))).toEqual(['v1']);
    expect((await stat(join(out, 'docs/v1/index.html'))).nlink).toBeGreaterThan(1);
  });

  it('misses when a file it read changes, and names it', async () => {
    await keep();
    await write({ 'site/content/v1/index.md': '# v1, edited' });
    const { found, out } = await lookup();
    expect(said(found)).toMatchInlineSnapshot(`"changed: file site/content/v1/index.md"`);
    expect(await readdir(out)).toEqual([]);
  });

  it('misses when a file that was not there comes, or a folder gains a file', async () => {
    await keep();
    await write({ 'site/content/v1/sidebars.yaml': 'docs: [index]\n', 'site/api-reference/v1/core.json': '{}' });
    expect(said((await lookup()).found)).toMatchInlineSnapshot(
      `"changed: file site/content/v1/sidebars.yaml, folder site/api-reference/v1, tree site/content/v1"`,
    );
  });

  it('misses when a file is added anywhere under a folder it listed, and when one goes', async () => {
    await keep();
    await write({ 'site/content/v1/guide/new.md': '# New' });
    expect(said((await lookup()).found)).toMatchInlineSnapshot(`"changed: tree site/content/v1"`);
    await rm(join(root, 'site/content/v1/guide/new.md'));
    expect(said((await lookup(values, 'again')).found)).toMatch(/^hit/);
    await rm(join(root, 'site/content/v1/guide/intro.md'));
    expect(said((await lookup(values, 'gone')).found)).toMatchInlineSnapshot(`"changed: tree site/content/v1"`);
  });

  it('misses when a value differs, is new or is no longer given', async () => {
    await keep();
    expect(said((await lookup({ 'the dates its pages show': '["2024"]' })).found)).toMatchInlineSnapshot(
      `"changed: value the dates its pages show"`,
    );
    expect(said((await lookup({ ...values, "the app's bundles": 'b' }, 'new')).found)).toMatchInlineSnapshot(
      `"changed: value the app's bundles"`,
    );
    expect(said((await lookup({}, 'none')).found)).toMatchInlineSnapshot(`"changed: value the dates its pages show"`);
  });

  it('has nothing under a name never kept, and keeps one entry per name', async () => {
    expect(said((await lookup()).found)).toBe('none');
    await keep();
    await write({ 'site/content/v1/index.md': '# v1, edited' });
    record = await produce();
    await keep();
    expect(await readdir(join(root, 'cache'))).toEqual(['version-v1']);
    expect(said((await lookup(values, 'edited')).found)).toMatch(/^hit/);
  });

  it('takes a copy that was cut short, without its manifest, for nothing kept', async () => {
    await write({ 'docs/v1/index.html': 'half' }, 'cache/version-v1/files');
    const { found, out } = await lookup();
    expect(said(found)).toBe('none');
    expect(await readdir(out)).toEqual([]);
  });

  it('takes a manifest it cannot read, or a kept file gone, for a miss, and places nothing', async () => {
    await keep();
    const manifest = join(root, 'cache/version-v1/manifest.json');
    const text = await readFile(manifest, 'utf8');
    await writeFile(manifest, text.slice(0, 40));
    expect(said((await lookup()).found)).toBe('unreadable');
    await writeFile(manifest, JSON.stringify({ inputs: {} }));
    expect(said((await lookup(values, 'shape')).found)).toBe('unreadable');

    await writeFile(manifest, text.replace('"docs/v1/index.html"', '"docs/v1/index.html","docs/v1/gone.html"'));
    const { found, out } = await lookup(values, 'gone');
    expect(said(found)).toBe('unreadable');
    expect(await readdir(join(out, 'docs/v1'))).toEqual([]);
  });

  it('keeps what it gives back as it was when the build writes over it, as it does for a version it renders again', async () => {
    await keep();
    const staged = await stagedOutput(join(root, '.cache'));
    await keyedCache(join(root, 'cache')).restore('version-v1', {
      state: currentInputs([]),
      values,
      into: { files: staged.dir },
    });
    await staged.write('docs/v1/index.html', 'rendered again', 'v1');
    const { out } = await lookup(values, 'later');
    expect(await readFile(join(out, 'docs/v1/index.html'), 'utf8')).toBe('<p>v1</p>');
  });

  it('forgets the entries a build no longer makes', async () => {
    const cache = keyedCache(join(root, 'cache'));
    await keep(cache);
    await cache.keep('app', { inputs: entryInputs([], {}), parts: {}, data: null });
    await cache.keepOnly(['app']);
    expect(await readdir(join(root, 'cache'))).toEqual(['app']);
  });

  it('refuses an entry name that is not one folder', async () => {
    await expect(
      keyedCache(join(root, 'cache')).keep('../v1', { inputs: entryInputs([], {}), parts: {}, data: null }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: A cache entry's name is letters, digits, ".", "_" or "-", got "../v1".]`,
    );
  });
});

describe('the inputs as they are now', () => {
  it("are this build's reads where it made them, so a file changed since it was read is seen as read", async () => {
    await write({ 'page.md': 'as read' });
    const record = emptyReadRecord();
    recordReads(record, () => readSourceFile(join(root, 'page.md')));
    await write({ 'page.md': 'changed after' });
    expect(await currentInputs([record]).file(join(root, 'page.md'))).toBe(record.files.get(join(root, 'page.md')));
    expect(await currentInputs([]).file(join(root, 'page.md'))).not.toBe(record.files.get(join(root, 'page.md')));
  });

  it('hash what is not there, or a folder read as a file, as null', async () => {
    await write({ 'dir/a.md': 'a' });
    const now = currentInputs([]);
    expect(await now.file(join(root, 'missing.md'))).toBeNull();
    expect(await now.file(join(root, 'dir'))).toBeNull();
    expect(await now.tree(join(root, 'missing'))).toBeNull();
    expect(await now.folder(join(root, 'dir'))).toMatch(/^[0-9a-f]{64}$/);
  });
});
