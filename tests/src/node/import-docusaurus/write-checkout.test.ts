import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeCheckout } from '../../../../src/node/import-docusaurus/write-checkout';
import { CHECKOUT_FILES, folderWith } from './helpers';

let root: string;
beforeEach(async () => {
  root = await folderWith('import-checkout-', CHECKOUT_FILES);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('writeCheckout', () => {
  it("replaces site.yaml, content/ and public/ whole, takes out effectie's examples, reference and own tests, and leaves the code", async () => {
    const source = join(root, '..', `${root.split('/').pop()}-page.md`);
    await writeFile(source, '# Intro\n');
    try {
      await writeCheckout(root, [
        { path: 'site.yaml', text: 'title: Fixture\n' },
        { path: 'content/current/intro.md', from: source },
        { path: 'content/current/sidebars.yaml', text: 'docs: [intro]\n' },
      ]);
    } finally {
      await rm(source);
    }
    expect(await readFile(join(root, 'site.yaml'), 'utf8')).toBe('title: Fixture\n');
    expect((await readdir(join(root, 'content/current'))).sort()).toEqual(['intro.md', 'sidebars.yaml']);
    expect(
      ['public', 'compiled-examples', 'api-reference', 'tests/site'].filter((path) => existsSync(join(root, path))),
    ).toEqual([]);
    // What every site must satisfy stays, as the code does.
    expect(existsSync(join(root, 'tests/every-site/pages.spec.ts'))).toBe(true);
    expect(existsSync(join(root, 'src/keep.ts'))).toBe(true);
    // The staging folder goes too.
    expect(await readdir(join(root, '.cache'))).toEqual([]);
  });

  it('changes nothing when a file cannot be staged', async () => {
    await expect(
      writeCheckout(root, [
        { path: 'site.yaml', text: 'title: Fixture\n' },
        { path: 'content/current/intro.md', from: join(root, 'missing.md') },
      ]),
    ).rejects.toThrow(/ENOENT/);
    expect(await readFile(join(root, 'site.yaml'), 'utf8')).toBe('title: Effectie\n');
    expect(await readFile(join(root, 'content/current/index.md'), 'utf8')).toBe('# Effectie\n');
    expect(existsSync(join(root, 'compiled-examples/current/index.json'))).toBe(true);
    expect(existsSync(join(root, 'tests/site/pages.spec.ts'))).toBe(true);
  });
});
