import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importDocusaurus } from '../../../../src/node/import-docusaurus/import-site';
import { formatReport } from '../../../../src/node/import-docusaurus/report';
import { committedCheckout, DOCUSAURUS3_SITE, folderWith, git } from './helpers';

// git and tsx (esbuild) run: an integration test.
const NOW = new Date(Date.UTC(2030, 5, 1));

describe('importDocusaurus', () => {
  it('turns the checkout into the fixture site: site.yaml, content/ per version, public/, and the list of what it did not carry', async () => {
    const root = await committedCheckout();
    const report = await importDocusaurus({ projectRoot: root, siteDir: DOCUSAURUS3_SITE, now: NOW });

    expect(await readFile(join(root, 'site.yaml'), 'utf8')).toMatchInlineSnapshot(`
      "# yaml-language-server: $schema=./schema/site.schema.json
      # The whole configuration of the site (guides/site-yaml.md), imported from a Docusaurus site.
      # \`npm run build\` checks it and lists every problem with its line and column.

      title: Fixture
      tagline: A Scala library documented with Docusaurus and mdoc
      url: https://fixture.example.org
      baseUrl: /
      favicon: img/favicon.png
      image: img/social-card.png
      i18n:
        defaultLocale: en
        locales:
          - en
      theme:
        customCss:
          - css/custom.css
        primaryColor:
          light: "#2e8555"
          dark: "#25c2a0"
        primaryShades:
          light:
            dark: "#29784c"
            darker: "#277148"
            darkest: "#205d3b"
            light: "#33925d"
            lighter: "#359962"
            lightest: "#3cad6e"
          dark:
            dark: "#21af90"
            darker: "#1fa588"
            darkest: "#1a8870"
            light: "#29d5b0"
            lighter: "#32d8b4"
            lightest: "#4fddbf"
      navbar:
        title: Fixture
        logo:
          alt: Fixture Logo
          src: img/logo.svg
        items:
          - type: docSidebar
            sidebarId: docsSidebar
            position: left
            label: Docs
          - to: /docs/getting-started/installation
            label: Install
            position: left
          - type: docsVersionDropdown
            position: right
          - href: https://github.com/fixture-org/fixture
            label: GitHub
            position: right
            className: header-github-link
      footer:
        style: dark
        links:
          - title: Docs
            items:
              - label: Introduction
                to: /docs/intro
          - title: More
            items:
              - label: GitHub
                href: https://github.com/fixture-org/fixture
        copyright: Copyright © {year} Fixture contributors. Built with Docusaurus.
      home:
        actions:
          - label: Get started
            to: /docs/intro
          - label: Read the guides
            to: /docs/next/guides/effects
            style: secondary
        features:
          - title: Effects you can test
            body: "Every effect is a value: run it in IO in production and in a pure test double in the tests."
            image: img/undraw_docusaurus_mountain.svg
          - title: Typed errors
            body: Errors are part of the type, so the compiler says which ones a caller handles.
            image: img/home/typed.svg
          - title: One API, any effect
            body: Cats Effect 2, Cats Effect 3 and Monix behind one interface.
      docs:
        versions:
          - name: 1.1.0
            label: 1.1.0
            path: /docs
            sidebar: docsSidebar
          - name: current
            label: Next 🚧
            path: /docs/next
            sidebar: docsSidebar
            banner: unreleased
          - name: 1.0.0
            label: 1.0.0
            path: /docs/1.0.0
            sidebar: docsSidebar
            banner: unmaintained
        editUrl: https://github.com/fixture-org/fixture/tree/main/website/docs/{path}
        lastUpdated: true
      "
    `);
    const files = async (dir: string) =>
      (await readdir(join(root, dir), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
        .sort();
    expect(await files('content')).toEqual([
      'content/1.0.0/getting-started/_category_.json',
      'content/1.0.0/getting-started/installation.md',
      'content/1.0.0/intro.md',
      'content/1.1.0/getting-started/_category_.json',
      'content/1.1.0/getting-started/first-program.md',
      'content/1.1.0/getting-started/installation.md',
      'content/1.1.0/intro.md',
      'content/1.1.0/sidebars.yaml',
      'content/current/getting-started/_category_.json',
      'content/current/getting-started/first-program.md',
      'content/current/getting-started/installation.mdx',
      'content/current/guides/advanced/_category_.yml',
      'content/current/guides/advanced/streams.md',
      'content/current/guides/effects.md',
      'content/current/guides/errors.md',
      'content/current/intro.md',
      'content/current/sidebars.yaml',
      'content/pages/about.md',
    ]);
    // The pages as written: front matter, MDX and mdoc fences.
    expect(await readFile(join(root, 'content/current/getting-started/installation.mdx'), 'utf8')).toBe(
      await readFile(join(DOCUSAURUS3_SITE, 'docs/getting-started/installation.mdx'), 'utf8'),
    );
    expect(await readFile(join(root, 'content/1.1.0/sidebars.yaml'), 'utf8')).toContain('type: generated-index');
    // The feature image of src/components/ beside static/'s.
    expect(await files('public')).toEqual([
      'public/img/favicon.png',
      'public/img/home/typed.svg',
      'public/img/logo.svg',
      'public/img/social-card.png',
      'public/img/undraw_docusaurus_mountain.svg',
    ]);
    // custom.css with the image its navbar rule draws, as they lie to each other.
    expect(await files('css')).toEqual(['css/custom.css', 'css/github-mark.svg']);
    expect(await readFile(join(root, 'css/custom.css'), 'utf8')).toBe(
      await readFile(join(DOCUSAURUS3_SITE, 'src/css/custom.css'), 'utf8'),
    );
    expect(existsSync(join(root, 'compiled-examples')) || existsSync(join(root, 'api-reference'))).toBe(false);
    expect(existsSync(join(root, 'src/keep.ts'))).toBe(true);

    expect(formatReport('tests/fixtures/docusaurus3-site', report)).toMatchInlineSnapshot(`
      "Imported the Docusaurus site tests/fixtures/docusaurus3-site:
        site.yaml from docusaurus.config.js: title, tagline, url, baseUrl, favicon, image, i18n, theme, navbar, footer, home, docs
        content/1.1.0/: 3 pages from versioned_docs/version-1.1.0, "1.1.0" at /docs, sidebars.yaml from versioned_sidebars/version-1.1.0-sidebars.json
        content/current/: 6 pages from docs (the docs plugin's path), "Next 🚧" at /docs/next, sidebars.yaml from sidebars.js
        content/1.0.0/: 2 pages from versioned_docs/version-1.0.0, "1.0.0" at /docs/1.0.0, sidebar "docsSidebar" generated from the folders
        public/: 4 files from static/
        content/pages/: 1 page from src/pages/, at /about
        home from src/pages/index.js: 2 buttons, 3 feature cards
        css/: 2 files of theme.customCss, from src/css/custom.css; theme.primaryColor and primaryShades from its --ifm-color-primary
        compiled-examples/ and api-reference/ removed: site.yaml has no example sets yet (guides/from-docusaurus.md says how to add them)
      Not carried (7):
        docusaurus.config.js:5 import "prism-react-renderer": Prism's code themes; code is highlighted by shiki with the site's own themes.
        docusaurus.config.js:16 organizationName: used by \`docusaurus deploy\`; this site is deployed as static files (guides/deploying.md).
        docusaurus.config.js:17 projectName: used by \`docusaurus deploy\`; this site is deployed as static files (guides/deploying.md).
        docusaurus.config.js:19 onBrokenLinks: the build always stops on a broken link, listing each with its page.
        docusaurus.config.js:33 presets[0][1].docs.editUrl: site.yaml has one edit URL for every version: the pages of older versions link to the file of the same path in the current docs, as with editCurrentVersion.
        docusaurus.config.js:107 themeConfig.prism: code is highlighted by shiki with the site's own themes; the Prism theme and additionalLanguages are not carried.
        src/pages/showcase.js:1 a React page at /showcase: it held headings "Who uses Fixture"; text "Teams that run Fixture in production."; links {user.name} → {user.url}, "Start with the docs" → /docs/intro; the site renders no React page of its own: write it as a Markdown page in content/pages/showcase.md."
    `);
    // One change a reviewer reads with git status, and git checkout undoes.
    expect(git(root, 'status', '--porcelain', '--', 'src')).toBe('');
  });

  it('refuses, changing nothing, when the paths it replaces have uncommitted changes', async () => {
    const root = await committedCheckout();
    await writeFile(join(root, 'content/current/index.md'), '# Effectie, edited\n');
    await expect(
      importDocusaurus({ projectRoot: root, siteDir: DOCUSAURUS3_SITE, now: NOW }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[ImportRefusal: The import replaces site.yaml, content/, public/, css/, compiled-examples/, api-reference/, tests/site/, and this file there is not committed: "content/current/index.md" (modified); commit or stash it first. Nothing was changed.]`,
    );
    expect(git(root, 'status', '--porcelain')).toBe(' M content/current/index.md\n');
    expect(await readFile(join(root, 'site.yaml'), 'utf8')).toBe('title: Effectie\n');
  });

  it("imports a Docusaurus + mdoc site from mdoc's input, with its literal variables, when the docs path is mdoc's output", async () => {
    const repository = await folderWith('mdoc-site-', {
      'build.sbt': [
        'lazy val docs = project',
        '  .in(file("myproject-docs"))',
        '  .settings(',
        '    mdocVariables := Map(',
        '      "VERSION" -> version.value,',
        '      "ORG" -> "org.example"',
        '    )',
        '  )',
        '  .enablePlugins(MdocPlugin, DocusaurusPlugin)',
      ].join('\n'),
      'docs/index.md': '---\nid: index\ntitle: Start\n---\n\n```scala mdoc\nval org = "@ORG@"\n```\n',
      'website/docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Mdoc site', url: 'https://example.org', baseUrl: '/', favicon: 'img/favicon.ico',",
        "  presets: [['@docusaurus/preset-classic', { docs: { path: '../myproject-docs/target/mdoc', sidebarPath: require.resolve('./sidebars.json') } }]],",
        '};',
      ].join('\n'),
      'website/sidebars.json': '{ "docs": [{ "type": "autogenerated", "dirName": "." }] }',
    });
    const root = await committedCheckout();
    const report = await importDocusaurus({ projectRoot: root, siteDir: join(repository, 'website'), now: NOW });
    expect(await readdir(join(root, 'content/current'))).toEqual(['index.md']);
    const siteYaml = await readFile(join(root, 'site.yaml'), 'utf8');
    expect(siteYaml).toContain('examples:\n  variables:\n    ORG: org.example\n');
    expect(siteYaml).toContain('    - name: current\n      label: Next\n      path: /docs\n      sidebar: docs\n');
    expect(formatReport('website', report)).toMatchInlineSnapshot(`
      "Imported the Docusaurus site website:
        site.yaml from docusaurus.config.js and ../build.sbt: title, url, baseUrl, favicon, docs, examples
        content/current/: 1 page from ../docs (mdocIn of sbt project docs), "Next" at /docs, sidebar "docs" generated from the folders
        public/: 0 files from static/
        compiled-examples/ and api-reference/ removed: site.yaml has no example sets yet (guides/from-docusaurus.md says how to add them)
      Not carried (2):
        ../build.sbt:1 example set of sbt project docs: the build does not set scalaVersion, and sbt's default (2.12) is not one the examples compile with (../build.sbt:1); it has no libraryDependencies. Its pages show their mdoc blocks without output until a set covers them: add { name: docs, version: current, folders: [""], scalaVersion: <2.13.x or 3.x.y>, dependencies: [] } under examples.sets in site.yaml, then run npm run examples.
        ../build.sbt:5 mdoc variable VERSION of sbt project docs: its value is computed by sbt (version.value, at ../build.sbt:5); write the value \`sbt "show docs/mdocVariables"\` prints at examples.versionVariables.current.VERSION in site.yaml. Until then its pages show @VERSION@ as written."
    `);
  });

  it('refuses a site whose docs folder is neither there nor found, saying how to name it', async () => {
    const repository = await folderWith('mdoc-site-', {
      'website/docusaurus.config.js':
        "module.exports = {\n  title: 'Mdoc site', url: 'https://example.org', favicon: 'img/favicon.ico',\n  presets: [['classic', {\n    docs: { path: 'out' } }]],\n};\n",
    });
    const root = await committedCheckout();
    await expect(
      importDocusaurus({ projectRoot: root, siteDir: join(repository, 'website'), now: NOW }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[ImportRefusal: docusaurus.config.js:4: the docs path "out" does not exist, and neither build.sbt's mdocIn nor a docs/ folder beside the site folder was found; if mdoc writes the docs folder, name mdoc's input folder with --docs <folder>. Nothing was changed.]`,
    );
    expect(git(root, 'status', '--porcelain')).toBe('');
  });
});
