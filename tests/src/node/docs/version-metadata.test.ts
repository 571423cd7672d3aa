import { describe, expect, it } from 'vitest';
import { frontMatterSchema } from '../../../../schema/content';
import { docRoute } from '../../../../src/node/docs/load-version';
import type { SourceDoc, VersionSources } from '../../../../src/node/docs/source-doc';
import { buildVersion } from '../../../../src/node/docs/version-metadata';
import { categoryCards } from '../../../../src/node/docs/category-cards';
import { parseSidebarsFile } from '../../../../src/node/docs/sidebars/sidebars-file';
import { SiteConfigError } from '../../../../schema/config-error';
import { outline } from './sidebar-outline';
import { routeKey } from '../../../../src/shared/routes/normalize-path';

function source(file: string, frontMatter: Record<string, unknown>): SourceDoc {
  const slash = file.lastIndexOf('/');
  const dir = slash === -1 ? '' : file.slice(0, slash);
  const baseName = file.slice(slash + 1);
  const parsed = frontMatterSchema.parse(frontMatter);
  return {
    frontMatter: parsed,
    title: parsed.title ?? baseName,
    name: parsed.title || baseName,
    hasContentTitle: false,
    description: parsed.description,
    warnings: [],
    locate: () => [],
    tags: [],
    body: '',
    bodyStartLine: 4,
    id: dir === '' ? baseName : `${dir}/${baseName}`,
    fileName: `content/v2/${file}.md`,
    dir,
    baseName,
    path: docRoute('/docs/v2', dir, baseName, parsed.slug),
  };
}

const sources = (docs: SourceDoc[]): VersionSources => ({
  version: {
    name: 'v2',
    label: 'Version 2',
    path: '/docs/v2',
    sidebar: 'v2Sidebar',
    banner: 'unmaintained',
    noIndex: false,
  },
  docs,
  categories: [],
  draftIds: [],
  sidebarsFile: undefined,
  warnings: [],
});

describe('buildVersion', () => {
  it('describes a version: its label, path, sidebar link and docs', () => {
    const built = buildVersion(
      sources([
        source('setup', { title: 'Setup', sidebar_position: 2 }),
        source('index', { title: 'Welcome', sidebar_label: 'Start' }),
      ]),
      false,
    );
    expect(built.meta).toEqual({
      name: 'v2',
      label: 'Version 2',
      isLast: false,
      path: '/docs/v2',
      mainDocId: 'index',
      mainDocPath: '/docs/v2/',
      banner: 'unmaintained',
      draftIds: [],
      sidebars: { v2Sidebar: { link: '/docs/v2/' } },
      docs: [
        { id: 'setup', path: '/docs/v2/setup', title: 'Setup', sidebarLabel: 'Setup', sidebar: 'v2Sidebar' },
        { id: 'index', path: '/docs/v2/', title: 'Welcome', sidebarLabel: 'Start', sidebar: 'v2Sidebar' },
      ],
    });
    expect(built.sidebar.map((item) => item.type === 'doc' && item.label)).toEqual(['Start', 'Setup']);
  });

  it('takes the first doc of the sidebar as the main doc when there is no index', () => {
    const built = buildVersion(
      sources([
        source('b', { title: 'B' }),
        source('a', { title: 'A', sidebar_position: 5 }),
        source('c', { title: 'C', sidebar_position: 1 }),
      ]),
      true,
    );
    expect(built.meta.mainDocId).toBe('c');
    expect(built.meta.mainDocPath).toBe('/docs/v2/c');
    expect(built.meta.isLast).toBe(true);
    expect(built.meta.sidebars.v2Sidebar).toEqual({ link: '/docs/v2/c' });
  });

  it('leaves an empty version without a sidebar link', () => {
    const built = buildVersion(sources([]), true);
    expect(built.meta.sidebars).toEqual({ v2Sidebar: { link: undefined } });
    expect(built.meta.mainDocId).toBe('');
    // Where a link to the version leads all the same.
    expect(built.meta.mainDocPath).toBe('/docs/v2');
  });
});

describe('buildVersion with sidebars.yaml', () => {
  const withFile = (docs: SourceDoc[], lines: string[], extra: Partial<VersionSources> = {}): VersionSources => ({
    ...sources(docs),
    sidebarsFile: parseSidebarsFile(lines.join('\n'), 'content/v2/sidebars.yaml'),
    ...extra,
  });
  const pages = () => [
    source('intro', { title: 'Intro' }),
    source('guides/install', { title: 'Install' }),
    source('guides/use', { title: 'Use', sidebar_label: 'Using it' }),
    source('api/index', { title: 'API' }),
    source('api/client', { title: 'Client' }),
    source('api/server', { title: 'Server', sidebar_position: 1 }),
    source('loose', { title: 'Loose' }),
  ];
  const buildError = (build: () => unknown) => {
    try {
      build();
    } catch (error) {
      if (error instanceof SiteConfigError) return error.message;
      throw error;
    }
    throw new Error('no error');
  };

  it("reads every item form of Docusaurus's sidebars, in several sidebars", () => {
    const built = buildVersion(
      withFile(pages(), [
        'docs:',
        '  - intro',
        '  - type: category',
        '    label: Guides',
        '    collapsed: false',
        '    link: { type: generated-index, description: Every guide. }',
        '    items: [guides/install, { type: doc, id: guides/use, label: Use it, className: hot }]',
        '  - Reference: [{ type: ref, id: api/client }]',
        '  - type: link',
        '    label: GitHub',
        '    href: https://github.com/example/example',
        '  - type: html',
        '    value: <hr/>',
        'api:',
        '  - type: autogenerated',
        '    dirName: api',
      ]),
      true,
    );
    expect(outline(built.sidebars.get('docs')!)).toEqual([
      'Intro /docs/v2/intro',
      '[Guides -> /docs/v2/category/guides] open',
      '  Install /docs/v2/guides/install',
      '  Use it /docs/v2/guides/use .hot',
      '[Reference]',
      '  link Client /docs/v2/api/client',
      'link GitHub https://github.com/example/example',
      'html <hr/>',
    ]);
    // `autogenerated` of a folder lists its docs; its index.md is a doc of it like any other.
    expect(outline(built.sidebars.get('api')!)).toEqual([
      'Server /docs/v2/api/server',
      'Client /docs/v2/api/client',
      'API /docs/v2/api/',
    ]);
    expect(built.meta.sidebars).toEqual({ docs: { link: '/docs/v2/intro' }, api: { link: '/docs/v2/api/server' } });
    // A ref links a doc without making it the sidebar's own: Client shows the api sidebar.
    expect(Object.fromEntries(built.meta.docs.map((doc) => [doc.id, doc.sidebar]))).toEqual({
      intro: 'docs',
      'guides/install': 'docs',
      'guides/use': 'docs',
      'api/index': 'api',
      'api/client': 'api',
      'api/server': 'api',
      loose: undefined,
      '_generated-index/category/guides': 'docs',
    });
    expect(built.sidebar).toBe(built.sidebars.get('docs'));
  });

  it("turns a generated-index link into a page of the category's entries, at /category/<label> unless given a slug", () => {
    const built = buildVersion(
      withFile(pages(), [
        'docs:',
        '  - type: category',
        '    label: Getting Started',
        '    link: { type: generated-index, title: Start here, description: "First steps: *install*.", keywords: [setup], image: /img/start.png }',
        '    items: [guides/install]',
        '  - type: category',
        '    label: API',
        '    link: { type: generated-index, slug: /reference }',
        '    items: [api/client]',
      ]),
      true,
    );
    const generated = built.sources.docs.filter((doc) => doc.generatedIndex);
    expect(
      generated.map((doc) => [
        doc.id,
        doc.path,
        doc.title,
        doc.description,
        doc.frontMatter.keywords,
        doc.frontMatter.image,
        doc.body,
      ]),
    ).toEqual([
      [
        '_generated-index/category/getting-started',
        '/docs/v2/category/getting-started',
        'Start here',
        'First steps: *install*.',
        ['setup'],
        '/img/start.png',
        'First steps: \\*install\\*.\n\n<DocCardList />\n',
      ],
      ['_generated-index/reference', '/docs/v2/reference', 'API', undefined, undefined, undefined, '<DocCardList />\n'],
    ]);
    expect(categoryCards(built.sidebars.get('docs')!, generated[0]!.id, () => 'Install it.')).toEqual([
      { kind: 'doc', href: '/docs/v2/guides/install', title: 'Install', description: 'Install it.' },
    ]);
  });

  // Docusaurus's fixture sidebars-category-shorthand.js.
  it('reads nested category shorthands', () => {
    const docs = ['a', 'c', 'd', 'e', 'f'].map((id) => source(id, { title: id.toUpperCase() }));
    const built = buildVersion(
      withFile(docs, [
        'docs:',
        "  - 'level 1':",
        '      - a',
        "      - 'level 2':",
        "          - 'level 3':",
        '              - c',
        "              - 'level 4':",
        '                  - d',
        "                  - 'deeper more more': [e]",
        '          - f',
      ]),
      true,
    );
    expect(outline(built.sidebars.get('docs')!)).toEqual([
      '[level 1]',
      '  A /docs/v2/a',
      '  [level 2]',
      '    [level 3]',
      '      C /docs/v2/c',
      '      [level 4]',
      '        D /docs/v2/d',
      '        [deeper more more]',
      '          E /docs/v2/e',
      '    F /docs/v2/f',
    ]);
  });

  it('shows the sidebar displayed_sidebar names, none for null, and the last sidebar that lists a doc', () => {
    const docs = [
      source('a', { title: 'A', displayed_sidebar: 'second' }),
      source('b', { title: 'B', displayed_sidebar: null }),
      source('c', { title: 'C' }),
    ];
    const built = buildVersion(withFile(docs, ['first: [a, b, c]', 'second: [c]']), true);
    expect(Object.fromEntries(built.displayedSidebar)).toEqual({ a: 'second', b: undefined, c: 'second' });
  });

  it('leaves out drafts and unlisted pages, and a category they leave empty', () => {
    const docs = [source('a', { title: 'A' }), source('b', { title: 'B', unlisted: true })];
    const built = buildVersion(
      withFile(docs, ['docs: [a, b, draft, { Empty: [draft] }]'], { draftIds: ['draft'] }),
      true,
    );
    expect(outline(built.sidebars.get('docs')!)).toEqual(['A /docs/v2/a']);
    // An unlisted page still shows the sidebar that names it.
    expect(built.displayedSidebar.get('b')).toBe('docs');
  });

  it('reports a link of the sidebar to a page the site does not have, at its line', () => {
    const built = buildVersion(
      withFile(
        [source('a', { title: 'A' })],
        [
          'docs:',
          '  - { type: link, label: A, href: "/docs/v2/a#top" }',
          '  - { type: link, label: Gone, href: /docs/v2/gone }',
          '  - { type: link, label: Out, href: "https://example.com" }',
        ],
      ),
      true,
    );
    const routes = new Set(['/docs/v2/a', '/versions'].map(routeKey));
    expect(
      built
        .brokenSidebarLinks(routes)
        .map((problem) => `${problem.fileName}:${problem.line}:${problem.column} ${problem.message}`),
    ).toEqual(['content/v2/sidebars.yaml:3:38 "/docs/v2/gone" leads to no page of the site.']);
  });

  it('reports unknown doc ids, empty categories and unknown displayed sidebars at their lines', () => {
    const docs = [source('a', { title: 'A', displayed_sidebar: 'api' })];
    docs[0]!.locate = (problems) =>
      problems.map((problem) => ({ ...problem, fileName: 'content/v2/a.md', line: 3, column: 20 }));
    const message = buildError(() =>
      buildVersion(
        withFile(docs, [
          'docs:',
          '  - a',
          '  - intro',
          '  - type: category',
          '    label: Guides',
          '    items: []',
          '  - type: category',
          '    label: More',
          '    link: { type: doc, id: more }',
          '    items: [a]',
        ]),
        true,
      ),
    );
    expect(message).toMatchInlineSnapshot(`
      "content/v2 has 4 problems:
        content/v2/sidebars.yaml:3:5 docs[1]: no doc of version "v2" has the id "intro".
        content/v2/sidebars.yaml:4:5 docs[2]: category "Guides" has neither items nor a link, so it leads nowhere; give it items or a link.
        content/v2/sidebars.yaml:9:28 docs[3].link.id: no doc of version "v2" has the id "more".
        content/v2/a.md:3:20 displayed_sidebar: version "v2" has no sidebar "api"; its sidebars: "docs". Name one, or write null for none.
      Fix them in content/v2; nothing was built from it."
    `);
  });
});
