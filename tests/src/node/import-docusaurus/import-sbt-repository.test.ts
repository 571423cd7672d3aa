import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutCopy, folderWith } from './helpers';

const PROJECT_ROOT = resolve(__dirname, '../../../..');
/** An sbt + mdoc + Docusaurus repository as git holds it: nothing mdoc or sbt generates. */
const FIXTURE = 'tests/fixtures/docusaurus3-sbt-site';

let checkout: string;
let importOutput: string;
let examplesOutput: string;
let buildOutput: string;

/**
 * The library the fixture's v1 set names, `org.example.fixture %% greeting % 1.0.0`: a Java class
 * compiled with javac into a jar, in a Maven repository of its own.
 */
async function greetingRepository(): Promise<string> {
  const work = await folderWith('greeting-maven-', {
    'src/org/example/fixture/greeting/Greeting.java': [
      'package org.example.fixture.greeting;',
      '',
      'public final class Greeting {',
      '  private Greeting() {}',
      '',
      '  public static String hello(String name) {',
      '    String trimmed = name.trim();',
      '    return "Hello, " + (trimmed.isEmpty() ? "world" : trimmed) + "!";',
      '  }',
      '}',
    ].join('\n'),
  });
  execFileSync(
    'javac',
    ['--release', '8', '-d', join(work, 'classes'), join(work, 'src/org/example/fixture/greeting/Greeting.java')],
    {
      stdio: 'pipe',
    },
  );
  const artifact = join(work, 'repository/org/example/fixture/greeting_2.13/1.0.0');
  await mkdir(artifact, { recursive: true });
  execFileSync('jar', ['cf', join(artifact, 'greeting_2.13-1.0.0.jar'), '-C', join(work, 'classes'), '.'], {
    stdio: 'pipe',
  });
  await writeFile(
    join(artifact, 'greeting_2.13-1.0.0.pom'),
    '<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>org.example.fixture</groupId><artifactId>greeting_2.13</artifactId><version>1.0.0</version></project>\n',
  );
  return join(work, 'repository');
}

/** The HTML of a route of the build. */
async function page(route: string): Promise<string> {
  const base = join(checkout, 'dist', route.replace(/^\/|\/$/g, ''));
  const file = [`${base}.html`, join(base, 'index.html')].find((candidate) => existsSync(candidate));
  if (file === undefined) throw new Error(`The build has no page for ${route}.`);
  return readFile(file, 'utf8');
}

const visibleText = (html: string) =>
  html
    .replace(/<template[\s\S]*?<\/template>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x?0*(?:39|27);/g, "'")
    .replace(/&amp;/g, '&');

/**
 * What a site owner of an sbt + mdoc + Docusaurus project does: one command on the repository's
 * site folder, `npm run examples` for the set build.sbt gives literally, then the build.
 */
describe('npm run import:docusaurus on an sbt + mdoc repository, then npm run examples and npm run build', () => {
  beforeAll(async () => {
    const [copy, repository] = await Promise.all([checkoutCopy(), greetingRepository()]);
    checkout = copy;
    // The types program is compiled once per checkout's sources: this copy takes the project's.
    const programs = join(PROJECT_ROOT, '.cache/examples/types-program');
    await mkdir(programs, { recursive: true });
    await mkdir(join(checkout, '.cache/examples'), { recursive: true });
    await symlink(programs, join(checkout, '.cache/examples/types-program'), 'dir');
    const tsx = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
    const run = (args: string[]) => {
      const result = spawnSync(tsx, args, {
        cwd: checkout,
        encoding: 'utf8',
        timeout: 500_000,
        env: { ...process.env, SITE_MAVEN_REPOSITORIES: repository },
      });
      return { status: result.status, output: result.stdout + result.stderr };
    };
    const imported = run(['src/node/import-docusaurus/cli.ts', `${FIXTURE}/website`]);
    importOutput = imported.output;
    expect(imported.status, importOutput).toBe(0);
    const examples = run(['src/node/examples/cli.ts']);
    examplesOutput = examples.output;
    expect(examples.status, examplesOutput).toBe(0);
    const built = run(['src/node/build.ts']);
    buildOutput = built.output;
    expect(built.status, buildOutput).toBe(0);
  }, 900_000);

  it('reads the three mdoc projects of build.sbt: two into the current docs, one into versioned_docs, and says what sbt computes', () => {
    expect(importOutput.replace(/\n {2}(?=\S)/g, '\n  ')).toMatchInlineSnapshot(`
      "Imported the Docusaurus site tests/fixtures/docusaurus3-sbt-site/website:
        site.yaml from docusaurus.config.js and ../build.sbt: title, tagline, url, baseUrl, favicon, theme, navbar, footer, docs, examples
        content/current/: 3 pages from ../docs/latest (mdocIn of sbt project docs), ../docs/latest-ce3 (mdocIn of sbt project docsCe3), "Next" at /docs, sidebar "docsSidebar" generated from the folders
        content/v1/: 2 pages from ../docs/v1 (mdocIn of sbt project docsV1), "v1" at /docs/v1, sidebar "docsSidebar" generated from the folders
        example set "docs-v1" from sbt project docsV1 (../build.sbt:46): Scala 2.13.16, org.example.fixture:greeting_2.13:1.0.0; pages of v1
        public/: 1 file from static/
        css/: 1 file of theme.customCss, from src/css/custom.css; theme.primaryColor from its --ifm-color-primary
        compiled-examples/ and api-reference/ removed: \`npm run examples\` compiles the pages of the 1 example set, then \`npm run build\`
      Not carried (11):
        docusaurus.config.js:2 import "prism-react-renderer": Prism's code themes; code is highlighted by shiki with the site's own themes.
        docusaurus.config.js:4 import "./latestVersion.json": a file the site's build writes before Docusaurus runs (it is not in the repository), so the config was evaluated with a stand-in for it; what the config made from it was left out: presets[0][1].docs.versions.current.label in docusaurus.config.js; write those values in site.yaml.
        docusaurus.config.js:6 import "./versionsArchived.json": a file the site's build writes before Docusaurus runs (it is not in the repository), so the config was evaluated with a stand-in for it; no value the import reads shows it, but a list the config builds from it (\`Object.entries(...)\`) is empty here: check what it was for and write that in site.yaml.
        docusaurus.config.js:15 organizationName: used by \`docusaurus deploy\`; this site is deployed as static files (guides/deploying.md).
        docusaurus.config.js:16 projectName: used by \`docusaurus deploy\`; this site is deployed as static files (guides/deploying.md).
        docusaurus.config.js:48 themeConfig.prism: code is highlighted by shiki with the site's own themes; the Prism theme and additionalLanguages are not carried.
        ../build.sbt:16 example set of sbt project docs: "org.example.fixture" %% "greeting-cats" % latestTaggedVersion(): its version is computed by sbt (latestTaggedVersion(), at ../build.sbt:22). Its pages show their mdoc blocks without output until a set covers them: add { name: docs, version: current, folders: [""], scalaVersion: 2.13.16, dependencies: [org.example.fixture:greeting-cats_2.13:<latestTaggedVersion()>] } under examples.sets in site.yaml, then run npm run examples.
        ../build.sbt:27 mdoc variable VERSION of sbt project docs: its value is computed by sbt (latestTaggedVersion(), at ../build.sbt:22); write the value \`sbt "show docs/mdocVariables"\` prints at examples.versionVariables.current.VERSION in site.yaml. Until then its pages show @VERSION@ as written.
        ../build.sbt:32 example set of sbt project docsCe3: "org.example.fixture" %% "greeting-ce3" % latestTaggedVersion(): its version is computed by sbt (latestTaggedVersion(), at ../build.sbt:39). Its pages show their mdoc blocks without output until a set covers them: add { name: docs-ce3, version: current, folders: ["cats-effect3"], scalaVersion: 3.3.7, dependencies: [org.example.fixture:greeting-ce3_3:<latestTaggedVersion()>] } under examples.sets in site.yaml, then run npm run examples.
        ../build.sbt:41 mdoc variable VERSION of sbt project docsCe3: its value is computed by sbt (latestTaggedVersion(), at ../build.sbt:41); write the value \`sbt "show docsCe3/mdocVariables"\` prints at examples.versionVariables.current.VERSION in site.yaml. Until then its pages show @VERSION@ as written.
        ../build.sbt:60 sbt project docsV1: withoutScala3Incompatible(libraryDependencies.value): sbt changes the setting there; the example set has what build.sbt writes before it.
      Review it with \`git status\`, then \`npm run examples\` (SITE_MAVEN_REPOSITORIES names the repositories of artifacts Maven Central does not have) and \`npm run build\`.
      "
    `);
  });

  it("writes site.yaml's versions, the v1 set from build.sbt's literal dependencies, and the variables each project gives", async () => {
    expect(await readFile(join(checkout, 'site.yaml'), 'utf8')).toMatchInlineSnapshot(`
      "# yaml-language-server: $schema=./schema/site.schema.json
      # The whole configuration of the site (guides/site-yaml.md), imported from a Docusaurus site.
      # \`npm run build\` checks it and lists every problem with its line and column.

      title: Greeting
      tagline: Hello, in one line
      url: https://greeting.example.org
      baseUrl: /
      favicon: img/favicon.png
      theme:
        customCss:
          - css/custom.css
        primaryColor: "#2e6b8a"
      navbar:
        title: Greeting
        items:
          - type: docSidebar
            sidebarId: docsSidebar
            position: left
            label: Docs
          - type: docsVersionDropdown
            position: right
            dropdownItemsAfter: []
          - href: https://github.com/example/greeting
            label: GitHub
            position: right
      footer:
        style: dark
        copyright: Copyright © {year} Greeting contributors.
      docs:
        versions:
          - name: current
            label: Next
            path: /docs
            sidebar: docsSidebar
          - name: v1
            label: v1
            path: /docs/v1
            sidebar: docsSidebar
            banner: unmaintained
        editUrl: https://github.com/example/greeting/edit/main/docs/latest/{path}
        lastUpdated: false
      examples:
        variables:
          ORG: org.example.fixture
        scalacOptions:
          - -deprecation
        sets:
          - name: docs-v1
            version: v1
            folders:
              - ""
            scalaVersion: 2.13.16
            dependencies:
              - org.example.fixture:greeting_2.13:1.0.0
            variables:
              VERSION: 1.0.0
      "
    `);
  });

  it("takes each version's pages from their mdoc input, and a page from another input than the template's links to its own file", async () => {
    const files = (await readdir(join(checkout, 'content'), { recursive: true })).sort();
    expect(files.filter((file) => /\.(?:md|json|yaml)$/.test(file))).toEqual([
      'current/cats-effect3/_category_.json',
      'current/cats-effect3/greeting-io.md',
      'current/guides/_category_.json',
      'current/guides/names.md',
      'current/intro.md',
      'v1/guides/names.md',
      'v1/intro.md',
    ]);
    expect(await readFile(join(checkout, 'content/current/intro.md'), 'utf8')).toBe(
      await readFile(join(PROJECT_ROOT, FIXTURE, 'docs/latest/intro.md'), 'utf8'),
    );
    expect(await readFile(join(checkout, 'content/v1/intro.md'), 'utf8')).toContain(
      'custom_edit_url: "https://github.com/example/greeting/edit/main/docs/v1/intro.md"\n---',
    );
    const ce3 = visibleText(await page('/docs/cats-effect3/greeting-io'));
    expect(ce3).toContain('Greeting in IO');
    expect(await page('/docs/cats-effect3/greeting-io')).toContain(
      'href="https://github.com/example/greeting/edit/main/docs/latest-ce3/cats-effect3/greeting-io.md"',
    );
    expect(await page('/docs/guides/names')).toContain(
      'href="https://github.com/example/greeting/edit/main/docs/latest/guides/names.md"',
    );
  });

  it("compiles v1's pages against the local Maven repository with v1's variables, and the build shows their output", async () => {
    expect(examplesOutput).toContain('mdoc: 2 pages of docs-v1');
    const intro = visibleText(await page('/docs/v1'));
    expect(intro).toContain('Greeting 1.0.0');
    expect(intro).toContain("The first release of org.example.fixture's greeting.");
    expect(intro).toContain('// res0: String = "Hello, v1!"');
    expect(visibleText(await page('/docs/v1/guides/names'))).toContain('// res0: String = "Hello, spaces!"');
  });

  it('builds the pages whose variable sbt computes, showing it as written and naming it at its page and line', async () => {
    expect(buildOutput).toContain(
      'content/current/intro.md:10:10 "@VERSION@" has no value for this page; give it one in site.yaml under examples.versionVariables.current or examples.variables',
    );
    const intro = visibleText(await page('/docs'));
    expect(intro).toContain('Greeting @VERSION@ says hello in one line, from org.example.fixture.');
    expect(intro).toContain('Greeting.hello("docs")');
  });
});
