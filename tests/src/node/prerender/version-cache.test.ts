import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stagedOutput } from '../../../../src/node/prerender/staged-output';
import { versionCache } from '../../../../src/node/prerender/version-cache';
import type { DocLinks } from '../../../../src/node/docs/render-doc';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'version-cache-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** An output folder with the given files. */
async function output(name: string, files: Record<string, string>): Promise<string> {
  const dir = join(root, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return dir;
}

const links: DocLinks[] = [
  {
    fileName: 'content/v1/index.md',
    path: '/docs/v1/',
    links: [{ href: './guide.md', resolved: '/docs/v1/guide' }],
    anchors: ['usage'],
  },
];

describe('the archived-version cache', () => {
  it("gives back, under the same key, the files a build kept of a version and its pages' links", async () => {
    const cache = versionCache(join(root, 'cache'));
    const first = await output('first', {
      'docs/v1/index.html': '<p>v1</p>',
      'page-data/v1/index.json': '{}',
      'docs/index.html': 'current',
    });
    await cache.keep('v1', 'key-a', first, { files: ['docs/v1/index.html', 'page-data/v1/index.json'], links });
    const second = await output('second', {});
    expect(await cache.restore('v1', 'key-a', second)).toEqual({
      files: ['docs/v1/index.html', 'page-data/v1/index.json'],
      links,
    });
    expect(await readFile(join(second, 'docs/v1/index.html'), 'utf8')).toBe('<p>v1</p>');
    // Only the version's own files.
    expect(await readdir(join(second, 'docs'))).toEqual(['v1']);
  });

  it('has nothing under another key, and keeps one key per version', async () => {
    const cache = versionCache(join(root, 'cache'));
    const built = await output('built', { 'docs/v1/index.html': 'old' });
    await cache.keep('v1', 'key-a', built, { files: ['docs/v1/index.html'], links });
    expect(await cache.restore('v1', 'key-b', await output('other', {}))).toBeUndefined();
    await cache.keep('v1', 'key-b', built, { files: ['docs/v1/index.html'], links });
    expect(await readdir(join(root, 'cache', 'v1'))).toEqual(['key-b']);
    expect(await cache.restore('v1', 'key-a', await output('again', {}))).toBeUndefined();
  });

  it('keeps what it gives back as it was when the build writes over it, as it does for a version it renders again', async () => {
    const cache = versionCache(join(root, 'cache'));
    await cache.keep('v1', 'key-a', await output('built', { 'docs/v1/index.html': 'kept' }), {
      files: ['docs/v1/index.html'],
      links,
    });
    const staged = await stagedOutput(join(root, '.cache'));
    await cache.restore('v1', 'key-a', staged.dir);
    await staged.write('docs/v1/index.html', 'rendered again', 'v1');
    const later = await output('later', {});
    await cache.restore('v1', 'key-a', later);
    expect(await readFile(join(later, 'docs/v1/index.html'), 'utf8')).toBe('kept');
  });

  it('takes a copy that was cut short, without its list of files, for nothing kept', async () => {
    const cache = versionCache(join(root, 'cache'));
    await output('cache/v1/key-a/files', { 'docs/v1/index.html': 'half' });
    expect(await cache.restore('v1', 'key-a', await output('out', {}))).toBeUndefined();
  });
});
