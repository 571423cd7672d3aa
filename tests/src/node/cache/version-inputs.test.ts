import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../../schema/parse';
import { versionOfRead, versionValues } from '../../../../src/node/cache/version-inputs';
import { emptyReadRecord, recordReads } from '../../../../src/node/files/read-record';
import { listFiles } from '../../../../src/node/files/list-files';
import { loadSite } from '../../../../src/node/site/load-site';
import { copyFixtureSite } from '../docs/fixture-copy';

/** The values of a version of the site at `root`, as a build of it would compute them. */
async function valuesOf(root: string, versionName: string, lastUpdated?: ReadonlyMap<string, Date>) {
  const { value: config } = parseSiteConfig(await readFile(join(root, 'site.yaml'), 'utf8'));
  return versionValues({ versionName, config, lastUpdated, otherVersions: 'others', appBundles: 'app-1' });
}

async function editSiteYaml(root: string, edit: (text: string) => string): Promise<void> {
  const text = await readFile(join(root, 'site.yaml'), 'utf8');
  const edited = edit(text);
  expect(edited).not.toBe(text);
  await writeFile(join(root, 'site.yaml'), edited);
}

describe("what a build reads of an archived version's pages", () => {
  it("is every file of its folders, listed and read, and the files it looked for and did not find; site.yaml is every version's", async () => {
    const root = await copyFixtureSite();
    const record = emptyReadRecord();
    await recordReads(record, () => loadSite({ siteRoot: root, readHistory: false }));
    const versions = new Set(['current', 'v1']);
    const reads = (version: string | undefined) =>
      (['files', 'folders', 'trees'] as const).flatMap((kind) =>
        [...record[kind]]
          .filter(([path]) => versionOfRead(root, versions, path) === version)
          .map(([path, hash]) => ({ kind, path: relative(root, path), absent: hash === null })),
      );
    // Per version and top folder: the files read, those looked for and not there, and the listings.
    const summary = (version: string | undefined) => {
      const byFolder = new Map<string, ReturnType<typeof reads>>();
      for (const read of reads(version)) {
        const folder = read.path
          .split('/')
          .slice(0, version === undefined ? 1 : 2)
          .join('/');
        byFolder.set(folder, [...(byFolder.get(folder) ?? []), read]);
      }
      return [...byFolder].map(([folder, found]) => {
        const count = (kind: string, absent: boolean) =>
          found.filter((read) => read.kind === kind && read.absent === absent).length;
        const listed = found.find((read) => read.kind !== 'files');
        return [
          `${folder}: ${count('files', false)} files read, ${count('files', true)} not there`,
          ...(listed === undefined
            ? []
            : [`${listed.kind === 'trees' ? 'listed at every depth' : 'listed'}${listed.absent ? ', not there' : ''}`]),
        ].join('; ');
      });
    };
    expect({
      v1: summary('v1').sort(),
      current: summary('current').sort(),
      everyVersion: summary(undefined),
    }).toMatchInlineSnapshot(`
      {
        "current": [
          "api-reference/current: 0 files read, 0 not there; listed, not there",
          "compiled-examples/current: 0 files read, 24 not there",
          "content/current: 31 files read, 1 not there; listed at every depth",
        ],
        "everyVersion": [
          "site.yaml: 1 files read, 0 not there",
          "content: 4 files read, 0 not there",
        ],
        "v1": [
          "api-reference/v1: 0 files read, 0 not there; listed, not there",
          "compiled-examples/v1: 0 files read, 23 not there",
          "content/v1: 27 files read, 1 not there; listed at every depth",
        ],
      }
    `);
    const v1Pages = (await listFiles(join(root, 'content/v1'))).map((file) => `content/v1/${file}`);
    expect(
      reads('v1')
        .filter(({ kind, path, absent }) => kind === 'files' && path.startsWith('content/') && !absent)
        .map(({ path }) => path)
        .sort(),
    ).toEqual(v1Pages);
  });

  it('tells a version by its folders under content/, compiled-examples/ and api-reference/ alone', () => {
    const versions = new Set(['current', 'v1']);
    const owner = (path: string) => versionOfRead('/site', versions, path);
    expect(owner('/site/content/v1/index.md')).toBe('v1');
    expect(owner('/site/compiled-examples/v1/index.json')).toBe('v1');
    expect(owner('/site/api-reference/v1')).toBe('v1');
    expect(owner('/site/content/v2/index.md')).toBeUndefined();
    expect(owner('/site/public/v1/logo.svg')).toBeUndefined();
    expect(owner('/site/site.yaml')).toBeUndefined();
    expect(owner('/elsewhere/content/v1/index.md')).toBeUndefined();
  });
});

describe("the values an archived version's pages are made with", () => {
  it("change with what every page shows of site.yaml, such as the navbar or another version's label, not with what only other versions use", async () => {
    const root = await copyFixtureSite();
    const v1 = await valuesOf(root, 'v1');
    await editSiteYaml(root, (text) =>
      text.replace(
        'releaseNotes: https://github.com/kevin-lee/effectie/releases/tag/v2.2.0',
        'releaseNotes: https://github.com/kevin-lee/effectie/releases/tag/v2.2.1',
      ),
    );
    await editSiteYaml(root, (text) =>
      text.replace('      sidebar: docsSidebar\n', '      sidebar: docsSidebar\n      banner: unreleased\n'),
    );
    expect(await valuesOf(root, 'v1')).toEqual(v1);
    await editSiteYaml(root, (text) => text.replace('navbar:\n  title: Effectie', 'navbar:\n  title: Effectie docs'));
    const renamed = await valuesOf(root, 'v1');
    expect(renamed['site.yaml as its pages use it']).not.toBe(v1['site.yaml as its pages use it']);
    await editSiteYaml(root, (text) => text.replace('label: v2.2.0', 'label: v2.3.0'));
    expect((await valuesOf(root, 'v1'))['site.yaml as its pages use it']).not.toBe(
      renamed['site.yaml as its pages use it'],
    );
  });

  it("hold the dates of the version's own pages only", async () => {
    const root = await copyFixtureSite();
    const dates = new Map([
      ['content/v1/index.md', new Date('2024-01-02T00:00:00Z')],
      ['content/v10/index.md', new Date('2024-01-03T00:00:00Z')],
      ['content/current/index.md', new Date('2024-01-04T00:00:00Z')],
    ]);
    expect((await valuesOf(root, 'v1', dates))['the dates its pages show']).toMatchInlineSnapshot(
      `"[["content/v1/index.md","2024-01-02T00:00:00.000Z"]]"`,
    );
  });

  it('names the versions there are when asked for one site.yaml does not list', async () => {
    const root = await copyFixtureSite();
    await expect(valuesOf(root, 'v3')).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: docs.versions of site.yaml has no version "v3"; it lists "current", "v1".]`,
    );
  });
});
