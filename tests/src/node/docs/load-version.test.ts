import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteConfigError } from '../../../../schema/config-error';
import { docRoute, isCategoryIndex, loadVersionSources } from '../../../../src/node/docs/load-version';
import type { VersionConfig } from '../../../../src/node/docs/source-doc';

describe('docRoute', () => {
  it('routes an index doc to its folder with a trailing slash', () => {
    expect(docRoute('/docs', 'cats-effect2/fx', 'index', undefined)).toBe('/docs/cats-effect2/fx/');
    expect(docRoute('/docs', '', 'index', undefined)).toBe('/docs/');
  });

  it('routes other docs to their file name without a slash', () => {
    expect(docRoute('/docs', 'cats-effect2', 'import', undefined)).toBe('/docs/cats-effect2/import');
    expect(docRoute('/docs/v1', '', 'setup', undefined)).toBe('/docs/v1/setup');
  });

  it('uses the slug, relative to the version path, instead of the file path', () => {
    expect(docRoute('/docs', 'cats-effect2', 'import', '/imports')).toBe('/docs/imports');
    expect(docRoute('/docs/v1', 'a/b', 'index', '/')).toBe('/docs/v1/');
  });

  it('resolves a slug without a leading "/" from the folder of the page, as Docusaurus does', () => {
    expect(docRoute('/docs', 'cats-effect2', 'import', 'imports')).toBe('/docs/cats-effect2/imports');
    expect(docRoute('/docs', 'cats-effect2/fx', 'construct', '../build/')).toBe('/docs/cats-effect2/build/');
    expect(docRoute('/docs', '', 'setup', './start')).toBe('/docs/start');
  });

  // The cases of Docusaurus's own slug tests, under a version path of /docs.
  it('routes a category index to its folder, unless it has a slug, as Docusaurus', () => {
    expect(docRoute('/docs', 'dir/subdir', 'doc', undefined, true)).toBe('/docs/dir/subdir/');
    expect(docRoute('/docs', 'dir/subdir', 'doc', '/my/frontMatterSlug', true)).toBe('/docs/my/frontMatterSlug');
    expect(docRoute('/docs', '', 'doc', undefined, true)).toBe('/docs/');
  });

  it("shapes the route from the front matter's id when there is no slug", () => {
    expect(docRoute('/docs', 'dir', 'my-id', undefined)).toBe('/docs/dir/my-id');
    expect(docRoute('/docs', 'dir with spâce/hey $hello', 'my dôc', undefined)).toBe(
      '/docs/dir with spâce/hey $hello/my dôc',
    );
  });

  it("resolves relative slugs as Docusaurus's slug tests do", () => {
    expect(docRoute('/docs', '', 'any', 'abc/def')).toBe('/docs/abc/def');
    expect(docRoute('/docs', 'dir', 'any', 'abc/def')).toBe('/docs/dir/abc/def');
    expect(docRoute('/docs', 'dir/subdir', 'any', 'abc/def')).toBe('/docs/dir/subdir/abc/def');
    expect(docRoute('/docs', 'dir', 'any', './abc/def')).toBe('/docs/dir/abc/def');
    expect(docRoute('/docs', 'dir', 'any', './abc/../def')).toBe('/docs/dir/def');
    expect(docRoute('/docs', 'dir/subdir', 'any', '../abc/def')).toBe('/docs/dir/abc/def');
    expect(docRoute('/docs', 'dir/subdir', 'any', '../../../../../abc/../def')).toBe('/docs/def');
  });

  it('ignores trailing slashes of the version path', () => {
    expect(docRoute('/docs/', 'fx', 'index', undefined)).toBe('/docs/fx/');
    expect(docRoute('/', '', 'index', undefined)).toBe('/');
    expect(docRoute('/', 'fx', 'construct', undefined)).toBe('/fx/construct');
  });
});

describe('isCategoryIndex', () => {
  it('takes index, README (any case) and a file named like its folder, as Docusaurus', () => {
    expect(
      ['index', 'Index', 'README', 'reADMe', 'subdir', 'suBDir'].map((name) => isCategoryIndex(name, 'dir/subdir')),
    ).toEqual([true, true, true, true, true, true]);
    expect(['intro', 'dir', 'index-2', '01-index'].map((name) => isCategoryIndex(name, 'dir/subdir'))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isCategoryIndex('01-guides', '01-guides')).toBe(true);
  });
});

describe('loadVersionSources', () => {
  let root: string;
  const version: VersionConfig = {
    name: 'current',
    label: 'Next',
    path: '/docs',
    sidebar: 'docsSidebar',
    banner: 'none',
    noIndex: false,
  };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'effectie-load-version-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function write(path: string, text: string) {
    await mkdir(dirname(join(root, 'content', 'current', path)), { recursive: true });
    await writeFile(join(root, 'content', 'current', path), text);
  }

  async function loadError(): Promise<SiteConfigError> {
    const error: unknown = await loadVersionSources(root, version, false).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SiteConfigError);
    return error as SiteConfigError;
  }

  it('reads every page and category of the version folder, sorted by path', async () => {
    await write('index.md', '---\ntitle: Home\n---\nHello\n');
    await write('fx/_category_.yaml', 'label: Effects\nposition: 2\n');
    await write('fx/index.md', '---\ntitle: Fx\n---\n');
    await write('fx/construct.md', '---\nid: build\ntitle: Construct\nsidebar_label: Build\n---\n');
    await write('notes.txt', 'ignored');
    const sources = await loadVersionSources(root, version, false);
    expect(sources.docs.map((doc) => [doc.id, doc.fileName, doc.dir, doc.baseName, doc.path])).toEqual([
      ['fx/build', 'content/current/fx/construct.md', 'fx', 'construct', '/docs/fx/build'],
      ['fx/index', 'content/current/fx/index.md', 'fx', 'index', '/docs/fx/'],
      ['index', 'content/current/index.md', '', 'index', '/docs/'],
    ]);
    expect(sources.categories).toEqual([
      { dir: 'fx', meta: { label: 'Effects', position: 2 }, fileName: 'content/current/fx/_category_.yaml' },
    ]);
    expect(sources.docs[2]).toMatchObject({ body: 'Hello\n', bodyStartLine: 4 });
  });

  it('refuses pagination to a doc the version does not have', async () => {
    await write('index.md', '---\ntitle: Home\npagination_next: fx/missing\n---\n');
    await write('fx/construct.md', '---\ntitle: Construct\npagination_prev: index\npagination_next: null\n---\n');
    expect((await loadError()).message).toMatchInlineSnapshot(`
      "content/current has 1 problem:
        content/current/index.md:3:18 pagination_next: no doc of version "current" has the id "fx/missing".
      Fix it in content/current; nothing was built from it."
    `);
  });

  it('reads a Docusaurus docs folder as Docusaurus does: .mdx, README and folder-named indexes, partials left out', async () => {
    await write('intro.mdx', '# Intro\n');
    await write('guides/README.md', '# Guides\n');
    await write('api/api.mdx', '# API\n');
    await write('api/Client.md', '---\nid: client-api\n---\n# Client\n');
    await write('01-basics/02-setup.md', '---\nparse_number_prefixes: false\n---\n# Setup\n');
    await write('_partial.mdx', 'shared text\n');
    await write('_snippets/note.md', 'shared text\n');
    const sources = await loadVersionSources(root, version, false);
    expect(sources.docs.map((doc) => [doc.id, doc.path, doc.title, doc.categoryIndex])).toEqual([
      ['01-basics/02-setup', '/docs/01-basics/02-setup', 'Setup', false],
      ['api/client-api', '/docs/api/client-api', 'Client', false],
      ['api/api', '/docs/api/', 'API', true],
      ['guides/README', '/docs/guides/', 'Guides', true],
      ['intro', '/docs/intro', 'Intro', false],
    ]);
  });

  it('reads _category_.json, _category_.yml and _category_.yaml, one per folder', async () => {
    await write('a/_category_.json', '{ "label": "A", "link": { "type": "generated-index" } }');
    await write('a/x.md', '# X\n');
    await write('b/_category_.yml', 'label: B\n');
    await write('b/x.md', '# X\n');
    await write('c/_category_.json', '{ "label": "C" }');
    await write('c/_category_.yaml', 'label: C\n');
    expect((await loadError()).message).toMatchInlineSnapshot(`
      "content/current has 1 problem:
        content/current/c/_category_.yaml:1:1 is a second category file of folder "c"; keep one of them.
      Fix it in content/current; nothing was built from it."
    `);
  });

  it('keeps the ids of drafts left out, which sidebars and category links may still name', async () => {
    await write('a.md', '---\ndraft: true\n---\n# A\n');
    await write('b.md', '# B\n');
    await write('c/_category_.yaml', 'link: { type: doc, id: a }\n');
    const sources = await loadVersionSources(root, version, false);
    expect([sources.docs.map((doc) => doc.id), sources.draftIds]).toEqual([['b'], ['a']]);
  });

  it('reports the problems of sidebars.yaml at their lines, with those of the pages', async () => {
    await write('a.md', '---\ntitle: A\ncolour: red\n---\n');
    await write(
      'sidebars.yaml',
      [
        'docs:',
        '  - a',
        '  - type: page',
        '    id: a',
        '  - type: doc',
        '  - 42',
        '  - type: link',
        '    label: X',
        '    href: https://example.com',
        '    target: _blank',
        'other: a',
      ].join('\n'),
    );
    expect((await loadError()).message).toMatchInlineSnapshot(`
      "content/current has 6 problems:
        content/current/a.md:3:1 colour: unknown key; check the spelling or remove it.
        content/current/sidebars.yaml:3:11 docs[1].type: unknown sidebar item type "page"; use "doc", "ref", "link", "html", "autogenerated" or "category".
        content/current/sidebars.yaml:5:5 docs[2].id: is required: expected a string.
        content/current/sidebars.yaml:6:5 docs[3]: must be a doc id or a sidebar item such as { type: doc, id: intro }, got 42.
        content/current/sidebars.yaml:10:5 docs[4].target: is not a field of a "link" item; check the spelling or remove it.
        content/current/sidebars.yaml:11:8 other: must be a list of sidebar items or a category shorthand such as { Guides: [intro] }, got "a".
      Fix them in content/current; nothing was built from it."
    `);
  });

  it('collects the problems of every file before failing', async () => {
    await write('a.md', 'no front matter\n');
    await write('b.md', '---\ntitle: B\ncolour: red\n---\n');
    await write('c/_category_.yaml', 'lable: C\n');
    const error = await loadError();
    expect(error.message).toMatchInlineSnapshot(`
      "content/current has 2 problems:
        content/current/b.md:3:1 colour: unknown key; check the spelling or remove it.
        content/current/c/_category_.yaml:1:1 lable: unknown key; check the spelling or remove it.
      Fix them in content/current; nothing was built from it."
    `);
  });
});
