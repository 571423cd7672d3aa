import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteConfigError } from '../../../../schema/config-error';
import { docRoute, loadVersionSources, type VersionConfig } from '../../../../src/node/docs/load-version';

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

  it('ignores trailing slashes of the version path', () => {
    expect(docRoute('/docs/', 'fx', 'index', undefined)).toBe('/docs/fx/');
    expect(docRoute('/', '', 'index', undefined)).toBe('/');
    expect(docRoute('/', 'fx', 'construct', undefined)).toBe('/fx/construct');
  });
});

describe('loadVersionSources', () => {
  let root: string;
  const version: VersionConfig = { name: 'current', label: 'Next', path: '/docs', sidebar: 'docsSidebar', banner: 'none', noIndex: false };

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
    const error: unknown = await loadVersionSources(root, version, false).then(() => undefined, (caught: unknown) => caught);
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
      ['fx/build', 'content/current/fx/construct.md', 'fx', 'construct', '/docs/fx/construct'],
      ['fx/index', 'content/current/fx/index.md', 'fx', 'index', '/docs/fx/'],
      ['index', 'content/current/index.md', '', 'index', '/docs/'],
    ]);
    expect(sources.categories).toEqual([{ dir: 'fx', meta: { label: 'Effects', position: 2, collapsible: true, collapsed: true } }]);
    expect(sources.docs[2]).toMatchObject({ body: 'Hello\n', bodyStartLine: 4 });
  });

  it('refuses pagination to a doc the version does not have, and a sidebar it does not have', async () => {
    await write('index.md', '---\ntitle: Home\npagination_next: fx/missing\ndisplayed_sidebar: apiSidebar\n---\n');
    await write('fx/construct.md', '---\ntitle: Construct\npagination_prev: index\npagination_next: null\n---\n');
    expect((await loadError()).message).toMatchInlineSnapshot(`
      "content/current has 2 problems:
        content/current/index.md:3:18 pagination_next: no doc of version "current" has the id "fx/missing".
        content/current/index.md:4:20 displayed_sidebar: version "current" has one sidebar, "docsSidebar", got "apiSidebar"; name it, or write null for none.
      Fix them in content/current; nothing was built from it."
    `);
  });

  it('collects the problems of every file before failing', async () => {
    await write('a.md', 'no front matter\n');
    await write('b.md', '---\ntitle: B\ncolour: red\n---\n');
    await write('c/_category_.yaml', 'lable: C\n');
    const error = await loadError();
    expect(error.message).toMatchInlineSnapshot(`
      "content/current has 3 problems:
        content/current/b.md:3:1 colour: unknown key; check the spelling or remove it.
        content/current/c/_category_.yaml:1:1 label: is required: expected a string.
        content/current/c/_category_.yaml:1:1 lable: unknown key; check the spelling or remove it.
      Fix them in content/current; nothing was built from it."
    `);
  });
});
