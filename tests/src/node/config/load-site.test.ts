import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteConfigError } from '../../../../schema/config-error';
import { loadSite } from '../../../../src/node/site/load-site';
import { fixedRoutes } from '../../../../src/shared/routes/fixed-routes';

import { FIXTURE_SITE as PROJECT_ROOT } from '../../../fixtures/site-root';

let root: string;

/** A copy of site.yaml, content/ and public/ that a test may change freely. */
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'effectie-load-site-'));
  await cp(join(PROJECT_ROOT, 'site.yaml'), join(root, 'site.yaml'));
  await cp(join(PROJECT_ROOT, 'content'), join(root, 'content'), { recursive: true });
  await cp(join(PROJECT_ROOT, 'public'), join(root, 'public'), { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function write(path: string, text: string) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
}

async function editSiteYaml(edit: (text: string) => string) {
  const before = await readFile(join(root, 'site.yaml'), 'utf8');
  const after = edit(before);
  expect(after, 'the edit changed nothing').not.toBe(before);
  await writeFile(join(root, 'site.yaml'), after);
}

async function lineOfSiteYaml(needle: string): Promise<number> {
  const lines = (await readFile(join(root, 'site.yaml'), 'utf8')).split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  expect(index, needle).toBeGreaterThanOrEqual(0);
  return index + 1;
}

async function loadError(): Promise<SiteConfigError> {
  const error = await loadSite({ siteRoot: root }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SiteConfigError);
  return error as SiteConfigError;
}

describe('loadSite on the fixture site', () => {
  it('loads both versions with their docs, sidebars and routes', async () => {
    const site = await loadSite({ siteRoot: root });
    expect(site.docs.pluginId).toBe('default');
    expect(
      site.docs.versions.map((version) => [
        version.name,
        version.label,
        version.path,
        version.isLast,
        version.mainDocId,
      ]),
    ).toEqual([
      ['current', 'v2.2.0', '/docs', true, 'index'],
      ['v1', 'v1', '/docs/v1', false, 'index'],
    ]);
    expect(site.docs.versions[0]!.sidebars).toEqual({ docsSidebar: { link: '/docs/' } });
    expect(site.docs.versions[1]!.sidebars).toEqual({ sidebar: { link: '/docs/v1/' } });
    expect(site.routes).toContain('/docs/cats-effect2/fx/error-handling/can-catch');
    expect(site.routes).toContain('/docs/v1/docs/monix/fx');
    for (const { path } of fixedRoutes(site.config)) expect(site.routes).toContain(path);
  });

  it('gives every doc and every standalone page a route key in the route set', async () => {
    const site = await loadSite({ siteRoot: root });
    const docs = site.docs.versions.flatMap((version) => version.docs);
    expect(site.pages.map((page) => page.path)).toEqual(['/about', '/community/', '/credits']);
    expect(site.routes.size).toBe(docs.length + site.pages.length + 3);
    expect(site.routes).toContain('/community');
  });
});

describe('loadSite after changing the copy', () => {
  it('(a) a new page file gets its route and its place in the docs metadata', async () => {
    await write(
      'content/current/cats-effect3/resources.md',
      '---\ntitle: Resources\nsidebar_position: 9\n---\n\nSome text.\n',
    );
    const site = await loadSite({ siteRoot: root });
    expect(site.routes).toContain('/docs/cats-effect3/resources');
    expect(site.docs.versions[0]!.docs).toContainEqual({
      id: 'cats-effect3/resources',
      path: '/docs/cats-effect3/resources',
      title: 'Resources',
      sidebarLabel: 'Resources',
      sidebar: 'docsSidebar',
    });
  });

  it('(a) a page with a slug is routed by its slug', async () => {
    await write('content/current/monix3/tips.md', '---\ntitle: Tips\nslug: /tips-and-tricks\n---\n');
    const site = await loadSite({ siteRoot: root });
    expect(site.routes).toContain('/docs/tips-and-tricks');
    expect(site.routes).not.toContain('/docs/monix3/tips');
  });

  it('(a) a draft page is left out unless drafts are included', async () => {
    await write('content/current/monix3/draft.md', '---\ntitle: Draft\ndraft: true\n---\n');
    expect((await loadSite({ siteRoot: root })).routes).not.toContain('/docs/monix3/draft');
    expect((await loadSite({ siteRoot: root, includeDrafts: true })).routes).toContain('/docs/monix3/draft');
  });

  it('(b) a new version folder and its site.yaml entry appear in the docs metadata', async () => {
    await write('content/v0/index.md', '---\ntitle: Getting Started with 0.x\n---\n\nOld docs.\n');
    await write('content/v0/setup.md', '---\ntitle: Setup\n---\n');
    await editSiteYaml((text) =>
      text.replace(
        '  archived: []',
        [
          '    - name: v0',
          '      label: v0.9',
          '      path: /docs/v0',
          '      sidebar: sidebar',
          '  archived: []',
        ].join('\n'),
      ),
    );
    const site = await loadSite({ siteRoot: root });
    expect(site.docs.versions.map((version) => version.name)).toEqual(['current', 'v1', 'v0']);
    const v0 = site.docs.versions[2]!;
    expect(v0).toMatchObject({
      label: 'v0.9',
      path: '/docs/v0',
      isLast: false,
      mainDocId: 'index',
      banner: 'none',
      sidebars: { sidebar: { link: '/docs/v0/' } },
    });
    expect(v0.docs.map((doc) => [doc.id, doc.path])).toEqual([
      ['index', '/docs/v0/'],
      ['setup', '/docs/v0/setup'],
    ]);
    expect(site.routes).toContain('/docs/v0/setup');
  });

  it('(b) a version without a folder is reported', async () => {
    await editSiteYaml((text) =>
      text.replace(
        '  archived: []',
        [
          '    - name: v0',
          '      label: v0.9',
          '      path: /docs/v0',
          '      sidebar: sidebar',
          '  archived: []',
        ].join('\n'),
      ),
    );
    expect((await loadError()).message).toContain(
      'docs.versions[2].name: version "v0" has no folder content/v0/: create it with the version\'s pages, or remove the version.',
    );
  });

  it('reports a version without a folder at its own entry in site.yaml', async () => {
    await editSiteYaml((text) =>
      text.replace(
        '  archived: []',
        [
          '    - name: v0',
          '      label: v0.9',
          '      path: /docs/v0',
          '      sidebar: sidebar',
          '  archived: []',
        ].join('\n'),
      ),
    );
    const [problem] = (await loadError()).problems;
    expect(problem).toMatchObject({
      fileName: 'site.yaml',
      line: await lineOfSiteYaml('- name: v0'),
      path: ['docs', 'versions', 2, 'name'],
    });
  });

  it('(c) a broken footer link is reported with its line', async () => {
    await editSiteYaml((text) => text.replace('to: /docs/monix3/', 'to: /docs/monix4/'));
    // Others edit site.yaml too, so the line is looked up rather than written down.
    const line = await lineOfSiteYaml('to: /docs/monix4/');
    expect((await loadError()).message.replace(`site.yaml:${line}:`, 'site.yaml:LINE:')).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:LINE:15 footer.links[0].items[2].to: broken link "/docs/monix4/": no page has that path.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports a stylesheet of the theme that is missing, and warns of a primary colour too faint for links', async () => {
    await editSiteYaml((text) => `${text}\ntheme:\n  primaryColor: "#25c2a0"\n  customCss: [css/custom.css]\n`);
    expect((await loadError()).problems.map((problem) => [problem.path.join('.'), problem.message])).toEqual([
      ['theme.customCss.0', 'names no file: there is no stylesheet "css/custom.css" under the folder of site.yaml.'],
    ]);
    await write('css/custom.css', ':root { --ifm-font-family-base: serif; }');
    const site = await loadSite({ siteRoot: root });
    expect(site.configWarnings.map((warning) => [warning.path.join('.'), warning.message])).toEqual([
      [
        'theme.primaryColor',
        expect.stringMatching(/^links in "#25c2a0" have a contrast of 2\.25:1 against the light mode's background/),
      ],
    ]);
  });

  it('(c) removing the page a link leads to breaks the link', async () => {
    await rm(join(root, 'content/current/monix3'), { recursive: true });
    expect((await loadError()).problems.map((problem) => problem.message)).toEqual([
      'broken link "/docs/monix3/": no page has that path.',
    ]);
  });

  it('reports a bad cross-reference together with the broken links', async () => {
    await editSiteYaml((text) =>
      text
        .replace('sidebarId: docsSidebar', 'sidebarId: apiSidebar')
        .replace('to: /versions\n  logo', 'to: /all\n  logo'),
    );
    const error = await loadError();
    expect(error.problems.map((problem) => `${problem.line} ${problem.message}`)).toEqual([
      `${await lineOfSiteYaml('sidebarId: apiSidebar')} no sidebar "apiSidebar" in version "current"; available sidebars: "docsSidebar".`,
      `${await lineOfSiteYaml('to: /all')} broken link "/all": no page has that path.`,
    ]);
  });

  it('reports bad front matter of a page with its file and line', async () => {
    await write('content/current/monix3/bad.md', '---\ntitle: Bad\nsidebar_position: first\n---\n');
    const error = await loadError();
    expect(error.message).toMatchInlineSnapshot(`
      "content/current has 1 problem:
        content/current/monix3/bad.md:3:19 sidebar_position: expected a number, got "first".
      Fix it in content/current; nothing was built from it."
    `);
  });

  it('reports two pages with the same id', async () => {
    await write('content/current/monix3/other.md', '---\nid: fx\ntitle: Other Fx\n---\n');
    expect((await loadError()).problems.map((problem) => `${problem.fileName} ${problem.message}`)).toEqual([
      'content/current/monix3/other.md id "monix3/fx" is also the id of content/current/monix3/fx.md.',
    ]);
  });

  it('reports two pages whose routes differ only by a trailing slash', async () => {
    await write('content/current/monix3/fx/index.md', '---\ntitle: Fx again\n---\n');
    expect((await loadError()).problems.map((problem) => `${problem.fileName} ${problem.message}`)).toEqual([
      'content/current/monix3/fx/index.md route "/docs/monix3/fx/" is also the route of content/current/monix3/fx.md.',
    ]);
  });

  it("reports a page of one version whose route lies under another version's path", async () => {
    await write('content/current/v1/index.md', '---\ntitle: Shadowed\n---\n');
    expect((await loadError()).problems.map((problem) => `${problem.fileName} ${problem.message}`)).toEqual([
      'content/current/v1/index.md route "/docs/v1/" lies under the path of version "v1" (/docs/v1); move the page or change its slug.',
    ]);
  });

  it('reports a _category_.yaml whose link.id names no doc of the version', async () => {
    await write(
      'content/current/monix3/_category_.yaml',
      'label: For Monix 3\nlink:\n  type: doc\n  id: monix3/nowhere\n',
    );
    expect(
      (await loadError()).problems.map((problem) => `${problem.fileName}:${problem.line} ${problem.message}`),
    ).toEqual(['content/current/monix3/_category_.yaml:4 no doc of version "current" has the id "monix3/nowhere".']);
  });

  it('loads a site.yaml without an i18n section', async () => {
    await editSiteYaml((text) => text.replace(/\ni18n:\n(?: {2}.*\n)+/, '\n'));
    const site = await loadSite({ siteRoot: root });
    expect(site.config.i18n.locales).toEqual(['en']);
  });
});
