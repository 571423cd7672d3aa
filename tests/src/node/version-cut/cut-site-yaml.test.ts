import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { archivedSetName, cutSiteYaml } from '../../../../src/node/version-cut/cut-site-yaml';
import { VERSION_CUT_SITE } from './helpers';

const SITE_YAML = readFileSync(join(VERSION_CUT_SITE, 'site.yaml'), 'utf8');
const messageOf = (cut: () => unknown) => {
  try {
    cut();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the cut did not fail');
};

describe('cutSiteYaml', () => {
  it('adds the archived version after current and its own sets on the old release, moves current to the new release, and keeps comments and layout', () => {
    const cut = cutSiteYaml(SITE_YAML, 'site.yaml', { release: '2.3.0' });
    expect(cut.text).toMatchInlineSnapshot(`
      "# A site that documents effectie 2.2.0 for Cats Effect 3, for cutting as a version of its own.
      title: Version cut fixture
      url: https://version-cut.example.org
      favicon: img/favicon.svg

      docs:
        versions:
          - name: current
            label: v2.3.0
            path: /docs
            sidebar: docsSidebar
            releaseNotes: https://github.com/kevin-lee/effectie/releases/tag/v2.3.0
          - name: 2.2.0
            label: 2.2.0
            path: /docs/2.2.0
            sidebar: docsSidebar
            releaseNotes: https://github.com/kevin-lee/effectie/releases/tag/v2.2.0
            banner: unmaintained

      examples:
        sets:
          # Every page compiles against Cats Effect 3.
          - name: current-ce3
            version: current
            folders: [""]
            scalaVersion: 2.13.16
            dependencies:
              - io.kevinlee:effectie-cats-effect3_2.13:2.3.0
          - name: 2-2-0-ce3
            version: 2.2.0
            folders: [""]
            scalaVersion: 2.13.16
            dependencies:
              - io.kevinlee:effectie-cats-effect3_2.13:2.2.0
        types:
          packages: [effectie]
        apiCoverage:
          group: io.kevinlee
      "
    `);
    expect(cut.archived).toEqual({ name: '2.2.0', label: '2.2.0', path: '/docs/2.2.0' });
    expect(cut.sets).toEqual([{ current: 'current-ce3', archived: '2-2-0-ce3' }]);
  });

  it('leaves every line it does not change as it was written', () => {
    const cut = cutSiteYaml(SITE_YAML, 'site.yaml', { release: '2.3.0', name: 'v2', label: 'v2.2' });
    const kept = SITE_YAML.split('\n').filter((line) => !line.includes('2.2.0'));
    const after = cut.text.split('\n');
    expect(kept.filter((line) => !after.includes(line))).toEqual([]);
    expect(cut.archived).toEqual({ name: 'v2', label: 'v2.2', path: '/docs/v2' });
  });

  it('refuses a version that exists, at the line and column of its name', () => {
    expect(
      messageOf(() => cutSiteYaml(SITE_YAML, 'site.yaml', { release: '2.3.0', name: 'current' })),
    ).toMatchInlineSnapshot(`
      "site.yaml cannot be cut for this problem:
        site.yaml:8:13 docs.versions[0].name: "current" is a docs version already; choose another name with --name.
      Nothing was changed."
    `);
  });

  it('refuses sets of current on two releases, at the dependency that differs', () => {
    const mixed = SITE_YAML.replace(
      '        - io.kevinlee:effectie-cats-effect3_2.13:2.2.0',
      '        - io.kevinlee:effectie-cats-effect3_2.13:2.2.0\n        - io.kevinlee:effectie-time_2.13:2.1.0',
    );
    expect(messageOf(() => cutSiteYaml(mixed, 'site.yaml', { release: '2.3.0' }))).toMatchInlineSnapshot(`
      "site.yaml cannot be cut for this problem:
        site.yaml:23:11 examples.sets[0].dependencies[1]: "io.kevinlee:effectie-time_2.13:2.1.0" is release "2.1.0" where io.kevinlee:effectie-cats-effect3_2.13:2.2.0 is "2.2.0"; give the sets of "current" one release of io.kevinlee before cutting.
      Nothing was changed."
    `);
  });

  it('refuses the release current documents already', () => {
    expect(messageOf(() => cutSiteYaml(SITE_YAML, 'site.yaml', { release: '2.2.0' }))).toMatchInlineSnapshot(`
      "site.yaml cannot be cut for this problem:
        site.yaml:22:11 examples.sets[0].dependencies[0]: "io.kevinlee:effectie-cats-effect3_2.13:2.2.0" is release "2.2.0" already; pass the new release with --release.
      Nothing was changed."
    `);
  });

  it('refuses a site.yaml without the library group, and one that is not valid YAML, at line and column', () => {
    expect(
      messageOf(() =>
        cutSiteYaml(SITE_YAML.replace(/ {2}apiCoverage:\n {4}group: io.kevinlee\n/, ''), 'site.yaml', {
          release: '2.3.0',
        }),
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml cannot be cut for this problem:
        site.yaml:15:3 examples: has no apiCoverage.group, the Maven group of the documented library whose release is cut; add it.
      Nothing was changed."
    `);
    expect(
      messageOf(() =>
        cutSiteYaml(SITE_YAML.replace('url: https', 'title: Twice\nurl: https'), 'site.yaml', { release: '2.3.0' }),
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml cannot be cut for this problem:
        site.yaml:3:1 is not valid YAML: Map keys must be unique.
      Nothing was changed."
    `);
  });

  it('refuses a name that cannot be a folder', () => {
    expect(
      messageOf(() => cutSiteYaml(SITE_YAML, 'site.yaml', { release: '2.3.0', name: 'V2 old' })),
    ).toMatchInlineSnapshot(
      `"--name "V2 old" must be lower-case letters, digits, ".", "_" or "-"; a version's name is also its folder under content/. Nothing was changed."`,
    );
  });
});

describe('archivedSetName', () => {
  it('puts the archived version in place of current in the set name, without dots', () => {
    expect(archivedSetName('current-ce2', 'current', '2.2.0')).toBe('2-2-0-ce2');
    expect(archivedSetName('current', 'current', '2.2.0')).toBe('2-2-0');
    expect(archivedSetName('ce3', 'current', 'v2_2')).toBe('v2-2-ce3');
  });
});
