import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoriesFromEnvironment } from '../../../../src/node/examples/maven';
import { loadSite } from '../../../../src/node/site/load-site';
import { cutVersion } from '../../../../src/node/version-cut/cut-version';
import { committedSite, git, VERSION_CUT_SITE } from './helpers';

// The real thing: Maven resolves effectie 2.3.0 (SITE_MAVEN_REPOSITORIES), mdoc and the types program compile one page.
const JVM_TIMEOUT = 900_000;

describe('npm run version:cut', () => {
  // Maven resolves effectie 2.3.0; nothing is compiled.
  it('with --dry-run, lists what it would change and changes nothing', { timeout: 300_000 }, async () => {
    const root = await committedSite();
    const { changes, drift } = await cutVersion({
      projectRoot: root,
      release: '2.3.0',
      dryRun: true,
      repositories: repositoriesFromEnvironment(),
    });
    expect(changes).toMatchInlineSnapshot(`
      [
        "content/current/ is copied to content/2.2.0/.",
        "compiled-examples/current/ is copied to compiled-examples/2.2.0/.",
        "api-reference/current/ is copied to api-reference/2.2.0/.",
        "site.yaml docs.versions[1]: version "2.2.0" ("2.2.0" at /docs/2.2.0, banner unmaintained), after "current".",
        "site.yaml docs.versions[0].label: "v2.2.0" becomes "v2.3.0".",
        "site.yaml docs.versions[0].releaseNotes: "https://github.com/kevin-lee/effectie/releases/tag/v2.2.0" becomes "https://github.com/kevin-lee/effectie/releases/tag/v2.3.0".",
        "site.yaml examples.sets[0].dependencies[0]: "io.kevinlee:effectie-cats-effect3_2.13:2.2.0" becomes "io.kevinlee:effectie-cats-effect3_2.13:2.3.0".",
        "site.yaml examples.sets[1]: set "2-2-0-ce3" of version "2.2.0", a copy of "current-ce3" on 2.2.0.",
        "1 page of "current" is compiled against 2.3.0; compiled-examples/current/ is updated for each that still compiles, and api-reference/current/ is written from 2.3.0's sources jars.",
      ]
    `);
    expect(drift).toBeUndefined();
    expect(git(root, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('archives a site documenting effectie 2.2.0, moves current to 2.3.0 and reports OnNonFatal as a new name no page mentions', {
    timeout: JVM_TIMEOUT,
  }, async () => {
    const root = await committedSite();
    const { drift, reportFile } = await cutVersion({
      projectRoot: root,
      release: '2.3.0',
      repositories: repositoriesFromEnvironment(),
    });

    expect(drift!.unmentioned.map((item) => item.qualifiedName)).toContain('effectie.core.OnNonFatal');
    expect(drift!.pages.filter((page) => page.failures.length > 0)).toEqual([]);
    expect(await readFile(join(root, reportFile!), 'utf8')).toContain('- type class `effectie.core.OnNonFatal`');

    // Both versions build: the archived copy keeps its 2.2.0 output, current has output for 2.3.0.
    const site = await loadSite({ siteRoot: root });
    expect(site.docs.versions.map((version) => [version.name, version.path])).toEqual([
      ['current', '/docs'],
      ['2.2.0', '/docs/2.2.0'],
    ]);
    const committed = JSON.parse(
      await readFile(join(VERSION_CUT_SITE, 'compiled-examples/current/index.json'), 'utf8'),
    ) as { rendered: string[] };
    expect(site.examples.get('content/2.2.0/index.md')!.map((block) => block.rendered)).toEqual(committed.rendered);
    expect(site.examples.get('content/current/index.md')).toBeDefined();
    expect(await readFile(join(root, 'content/2.2.0/index.md'), 'utf8')).toContain('examples: 2-2-0-ce3\n');
    expect(await readFile(join(root, 'api-reference/current/effectie-core.json'), 'utf8')).toContain(
      '"artifact": "io.kevinlee:effectie-core_2.13:2.3.0"',
    );

    // The pages of current are not rewritten.
    expect(git(root, 'status', '--porcelain', '--', 'content/current')).toBe('');
  });
});
