import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutVersion } from '../../../../src/node/version-cut/cut-version';
import { refuseExistingFolders, refuseUncommitted } from '../../../../src/node/version-cut/refusals';
import { committedSite, git } from './helpers';

const messageOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('it did not refuse');
    },
    (error: Error) => error.message,
  );

describe('refuseUncommitted', () => {
  it('accepts a checkout whose content/ and site.yaml are committed, whatever else changed', async () => {
    const root = await committedSite();
    await writeFile(join(root, 'notes.txt'), 'not part of the site\n');
    await expect(refuseUncommitted(root, 'site.yaml')).resolves.toBeUndefined();
  });

  it('names each changed or new file under content/ and site.yaml', async () => {
    const root = await committedSite();
    await writeFile(join(root, 'content/current/index.md'), '---\ntitle: Edited\n---\n');
    await writeFile(join(root, 'content/current/draft.md'), '---\ntitle: Draft\n---\n');
    await writeFile(join(root, 'site.yaml'), `${await readFile(join(root, 'site.yaml'), 'utf8')}\n`);
    expect(await messageOf(refuseUncommitted(root, 'site.yaml'))).toMatchInlineSnapshot(
      `"content/ and site.yaml must be committed before a version is cut, and these 3 files are not: "content/current/index.md" (modified), "site.yaml" (modified), "content/current/draft.md" (untracked); commit or stash them. Nothing was changed."`,
    );
  });
});

describe('refuseExistingFolders', () => {
  it('refuses folders of the archived version that site.yaml does not know', async () => {
    const root = await committedSite();
    await mkdir(join(root, 'compiled-examples/2.2.0'), { recursive: true });
    expect(() => refuseExistingFolders(root, '2.2.0')).toThrowErrorMatchingInlineSnapshot(
      `[VersionCutRefusal: "compiled-examples/2.2.0/" exists already, though site.yaml has no version "2.2.0"; choose another name with --name or remove it. Nothing was changed.]`,
    );
  });
});

describe('cutVersion refusals', () => {
  it('changes nothing when the checkout has uncommitted pages', async () => {
    const root = await committedSite();
    await writeFile(join(root, 'content/current/index.md'), '---\ntitle: Edited\n---\n');
    const before = await readFile(join(root, 'site.yaml'), 'utf8');
    await expect(cutVersion({ projectRoot: root, release: '2.3.0', repositories: [] })).rejects.toThrow(
      /^content\/ and site\.yaml must be committed/,
    );
    expect(await readFile(join(root, 'site.yaml'), 'utf8')).toBe(before);
    expect(existsSync(join(root, 'content/2.2.0'))).toBe(false);
    expect(git(root, 'status', '--porcelain')).toBe(' M content/current/index.md\n');
  });

  // Maven looks for the release on Maven Central, which has no such release.
  it('changes nothing when the release cannot be resolved, quoting Maven and saying what to set', {
    timeout: 300_000,
  }, async () => {
    const root = await committedSite();
    const message = await messageOf(cutVersion({ projectRoot: root, release: '0.0.404', repositories: [] }));
    expect(message.replace(/\n {2}\[ERROR\][^\n]*/g, '\n  [ERROR] …')).toMatchInlineSnapshot(`
      "Release "0.0.404" cannot be resolved, so nothing was changed. Maven could not resolve the classpath of example set "current-ce3" on 0.0.404 (io.kevinlee:effectie-cats-effect3_2.13:0.0.404):
        [ERROR] …
      If an artifact is not on Maven Central, list the repository that has it in SITE_MAVEN_REPOSITORIES (URLs or folders, comma-separated)."
    `);
    expect(message).toMatch(/\[ERROR\] .*io\.kevinlee:effectie-cats-effect3_2\.13:jar:0\.0\.404/);
    expect(git(root, 'status', '--porcelain')).toBe('');
  });
});
