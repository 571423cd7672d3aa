import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../../schema/parse';
import { readVersionOutputFiles } from '../../../../src/node/docs/version-output-files';
import { versionOutputKey, type VersionOutputInputs } from '../../../../src/node/docs/version-output-key';
import { copyFixtureSite } from './fixture-copy';

const LOCK = '{"lockfileVersion": 3, "packages": {}}\n';

/** The key of a version of the site at `root`, as a build of it would compute it. */
async function keyOf(root: string, versionName: string, change: Partial<VersionOutputInputs> = {}): Promise<string> {
  const { value: config } = parseSiteConfig(await readFile(join(root, 'site.yaml'), 'utf8'));
  const files = await readVersionOutputFiles(root, versionName);
  return versionOutputKey({ versionName, config, files, appBuild: 'app-1', packageLock: LOCK, ...change });
}

async function write(root: string, file: string, text: string): Promise<void> {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
}

async function editSiteYaml(root: string, edit: (text: string) => string): Promise<void> {
  const text = await readFile(join(root, 'site.yaml'), 'utf8');
  const edited = edit(text);
  expect(edited).not.toBe(text);
  await writeFile(join(root, 'site.yaml'), edited);
}

describe('versionOutputKey', () => {
  it('is a hex hash that stays the same while nothing changes', async () => {
    const root = await copyFixtureSite();
    const key = await keyOf(root, 'v1');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await keyOf(root, 'v1')).toBe(key);
    expect(await keyOf(root, 'current')).not.toBe(key);
  });

  it('changes with a page of the version, front matter included, and not with a page of another version', async () => {
    const root = await copyFixtureSite();
    const [v1, current] = [await keyOf(root, 'v1'), await keyOf(root, 'current')];
    await appendFile(join(root, 'content/current/index.md'), '\nOne more line.\n');
    expect(await keyOf(root, 'v1')).toBe(v1);
    expect(await keyOf(root, 'current')).not.toBe(current);

    const page = join(root, 'content/v1/index.md');
    const text = await readFile(page, 'utf8');
    expect(text.startsWith('---\n')).toBe(true);
    await writeFile(page, text.replace('---\n', '---\nsidebar_label: Home\n'));
    expect(await keyOf(root, 'v1')).not.toBe(v1);
  });

  it("changes with the version's compiled examples and API reference, not with another version's", async () => {
    const root = await copyFixtureSite();
    await write(root, 'compiled-examples/v1/index.json', '{"blocks": []}');
    await write(root, 'api-reference/v1/effectie-core.json', '{"modules": []}');
    const v1 = await keyOf(root, 'v1');
    await write(root, 'compiled-examples/current/index.json', '{"blocks": [1]}');
    expect(await keyOf(root, 'v1')).toBe(v1);
    await write(root, 'compiled-examples/v1/index.json', '{"blocks": [1]}');
    const recompiled = await keyOf(root, 'v1');
    expect(recompiled).not.toBe(v1);
    await write(root, 'api-reference/v1/effectie-core.json', '{"modules": [1]}');
    expect(await keyOf(root, 'v1')).not.toBe(recompiled);
  });

  it("changes with what every page shows of site.yaml, such as the navbar or another version's label, not with what only other versions use", async () => {
    const root = await copyFixtureSite();
    const v1 = await keyOf(root, 'v1');
    await editSiteYaml(root, (text) =>
      text.replace(
        'releaseNotes: https://github.com/kevin-lee/effectie/releases/tag/v2.2.0',
        'releaseNotes: https://github.com/kevin-lee/effectie/releases/tag/v2.2.1',
      ),
    );
    await editSiteYaml(root, (text) =>
      text.replace('      sidebar: docsSidebar\n', '      sidebar: docsSidebar\n      banner: unreleased\n'),
    );
    expect(await keyOf(root, 'v1')).toBe(v1);
    await editSiteYaml(root, (text) => text.replace('navbar:\n  title: Effectie', 'navbar:\n  title: Effectie docs'));
    const renamed = await keyOf(root, 'v1');
    expect(renamed).not.toBe(v1);
    await editSiteYaml(root, (text) => text.replace('label: v2.2.0', 'label: v2.3.0'));
    expect(await keyOf(root, 'v1')).not.toBe(renamed);
  });

  it("changes with the app's build, the locked dependencies and the dates its pages show", async () => {
    const root = await copyFixtureSite();
    const v1 = await keyOf(root, 'v1');
    expect(await keyOf(root, 'v1', { appBuild: 'app-2' })).not.toBe(v1);
    expect(await keyOf(root, 'v1', { packageLock: LOCK.replace('3', '4') })).not.toBe(v1);
    expect(
      await keyOf(root, 'v1', { lastUpdated: new Map([['content/v1/index.md', new Date('2024-01-02T00:00:00Z')]]) }),
    ).not.toBe(v1);
    expect(
      await keyOf(root, 'v1', {
        lastUpdated: new Map([['content/current/index.md', new Date('2024-01-02T00:00:00Z')]]),
      }),
    ).toBe(v1);
  });

  it('names the versions there are when asked for one site.yaml does not list', async () => {
    const root = await copyFixtureSite();
    await expect(keyOf(root, 'v3')).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: docs.versions of site.yaml has no version "v3"; it lists "current", "v1".]`,
    );
  });
});
