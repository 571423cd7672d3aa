import { describe, expect, it } from 'vitest';
import { category, doc, generateSidebar, outline } from './sidebar-outline';

describe('generateSidebar', () => {
  it('orders by position, then by name, with unpositioned entries last', () => {
    const sidebar = generateSidebar([
      doc('zeta', { position: 1 }),
      doc('beta'),
      doc('alpha'),
      doc('gamma', { position: 3 }),
      doc('delta', { position: 1.5 }),
    ]);
    expect(outline(sidebar)).toEqual([
      'zeta /docs/zeta',
      'delta /docs/delta',
      'gamma /docs/gamma',
      'alpha /docs/alpha',
      'beta /docs/beta',
    ]);
  });

  it('puts the root index first unless it has a position', () => {
    expect(outline(generateSidebar([doc('a', { position: 1 }), doc('index')]))).toEqual(['index /docs/', 'a /docs/a']);
    expect(outline(generateSidebar([doc('a', { position: 1 }), doc('index', { position: 2 })]))).toEqual([
      'a /docs/a',
      'index /docs/',
    ]);
  });

  it('turns folders into categories whose index doc is their link', () => {
    const sidebar = generateSidebar([
      doc('index'),
      doc('fx/index', { label: 'Fx' }),
      doc('fx/construct'),
      doc('fx/error-handling/index', { label: 'Errors' }),
      doc('fx/error-handling/can-catch'),
    ]);
    expect(outline(sidebar)).toEqual([
      'index /docs/',
      '[Fx -> /docs/fx/]',
      '  construct /docs/fx/construct',
      '  [Errors -> /docs/fx/error-handling/]',
      '    can-catch /docs/fx/error-handling/can-catch',
    ]);
    expect(sidebar[1]).toMatchObject({ type: 'category', docId: 'fx/index', href: '/docs/fx/' });
  });

  it('opens a category with README.md (any case) or a file named like its folder, as Docusaurus', () => {
    const sidebar = generateSidebar([
      doc('a/README', { label: 'A' }),
      doc('a/x'),
      doc('b/readme.mdx', { label: 'B' }),
      doc('b/z'),
      doc('c/C', { label: 'C' }),
      doc('c/y'),
    ]);
    expect(outline(sidebar)).toEqual([
      '[A -> /docs/a/]',
      '  x /docs/a/x',
      '[B -> /docs/b/]',
      '  z /docs/b/z',
      '[C -> /docs/c/]',
      '  y /docs/c/y',
    ]);
  });

  it('shows a category that holds only its index doc as a link to that doc, as Docusaurus', () => {
    expect(outline(generateSidebar([doc('a/index', { label: 'A' })], [category('a', { label: 'Alpha' })]))).toEqual([
      'Alpha /docs/a/',
    ]);
  });

  it('labels a category from its category file, else its index doc, else its folder name as written', () => {
    const sidebar = generateSidebar(
      [
        doc('cats-effect/index', { label: 'Index Label' }),
        doc('cats-effect/fx'),
        doc('monix/index', { label: 'Monix Index' }),
        doc('monix/fx'),
        doc('scalaz_effect/fx'),
      ],
      [category('cats-effect', { label: 'For Cats Effect' })],
    );
    expect(outline(sidebar)).toEqual([
      '[For Cats Effect -> /docs/cats-effect/]',
      '  fx /docs/cats-effect/fx',
      '[Monix Index -> /docs/monix/]',
      '  fx /docs/monix/fx',
      '[scalaz_effect]',
      '  fx /docs/scalaz_effect/fx',
    ]);
  });

  it('takes collapsed, collapsible, position and className from the category file', () => {
    const sidebar = generateSidebar(
      [doc('a/x'), doc('b/x'), doc('c/x')],
      [
        category('a', { label: 'A', position: 3, className: 'red' }),
        category('b', { label: 'B', position: 1, collapsed: false }),
        category('c', { label: 'C', position: 2, collapsible: false }),
      ],
    );
    expect(outline(sidebar)).toEqual([
      '[B] open',
      '  x /docs/b/x',
      '[C] open fixed',
      '  x /docs/c/x',
      '[A] .red',
      '  x /docs/a/x',
    ]);
  });

  it("ranks a category by its index doc's position when its category file has none", () => {
    const sidebar = generateSidebar([
      doc('a', { position: 2 }),
      doc('z/index', { label: 'Z', position: 1 }),
      doc('z/y'),
    ]);
    expect(outline(sidebar)).toEqual(['[Z -> /docs/z/]', '  y /docs/z/y', 'a /docs/a']);
  });

  it('links a category to the doc its category file names, leaving its index.md a normal entry', () => {
    const sidebar = generateSidebar(
      [doc('fx/index', { label: 'Fx Index' }), doc('fx/overview', { label: 'Overview' }), doc('fx/construct')],
      [category('fx', { label: 'Fx', link: { type: 'doc', id: 'fx/overview' } })],
    );
    expect(outline(sidebar)).toEqual([
      '[Fx -> /docs/fx/overview]',
      '  construct /docs/fx/construct',
      '  Fx Index /docs/fx/',
    ]);
  });

  // Docusaurus's generator test "uses explicit link over the index/readme.{md,mdx} naming convention".
  it('takes a local id in a category link, and with `link: null` no index doc at all', () => {
    const docs = [
      doc('Category/index.md', { id: 'doc1' }),
      doc('Category/doc2.md'),
      doc('Category/doc3.md'),
      doc('Category2/doc1.md', { id: 'doc4' }),
      doc('Category2/index.md', { id: 'doc5' }),
      doc('Category2/doc3.md', { id: 'doc6' }),
    ];
    const sidebar = generateSidebar(docs, [
      category('Category', { label: 'Category label', link: { type: 'doc', id: 'doc3' } }),
      category('Category2', { label: 'Category 2 label', link: null }),
    ]);
    expect(outline(sidebar)).toEqual([
      '[Category label -> /docs/Category/doc3]',
      '  doc2 /docs/Category/doc2',
      '  doc1 /docs/Category/',
      '[Category 2 label]',
      '  doc4 /docs/Category2/doc4',
      '  doc6 /docs/Category2/doc6',
      '  doc5 /docs/Category2/',
    ]);
  });

  // Docusaurus's generator test "generates complex nested sidebar".
  it('reads number prefixes, a folder-named index and a generated index as Docusaurus does', () => {
    const docs = [
      doc('intro', { position: 0 }),
      doc('01-Tutorials/index.md', { position: 2 }),
      doc('01-Tutorials/tutorial2.md', { position: 2 }),
      doc('01-Tutorials/tutorial1.md', { position: 1 }),
      doc('02-Guides/02-Guides.md', { label: 'Guides index' }),
      doc('02-Guides/guide2.md', { position: 2 }),
      doc('02-Guides/guide1.md', { position: 0, className: 'foo' }),
      doc('02-Guides/01-SubGuides/nested-guide.md'),
      doc('end', { position: 3 }),
    ];
    const categories = [
      category('02-Guides', { collapsed: false }),
      category('02-Guides/01-SubGuides', {
        label: 'SubGuides (metadata file label)',
        link: { type: 'generated-index', slug: 'subguides-generated-index-slug', title: 'subguides-title' },
      }),
    ];
    expect(outline(generateSidebar(docs, categories))).toEqual([
      'intro /docs/intro',
      '[index -> /docs/Tutorials/]',
      '  tutorial1 /docs/Tutorials/tutorial1',
      '  tutorial2 /docs/Tutorials/tutorial2',
      '[Guides index -> /docs/Guides/] open',
      '  guide1 /docs/Guides/guide1 .foo',
      '  [SubGuides (metadata file label) -> /docs/subguides-generated-index-slug]',
      '    nested-guide /docs/Guides/SubGuides/nested-guide',
      '  guide2 /docs/Guides/guide2',
      'end /docs/end',
    ]);
  });

  // Docusaurus's generator test "generates subfolder sidebar".
  it('generates the slice of one folder (`autogenerated` with a dirName)', () => {
    const docs = [
      doc('subfolder/subsubfolder/doc1'),
      doc('subfolder/doc2'),
      doc('doc3'),
      doc('subfolder/subsubfolder/doc4'),
      doc('subfolder/subsubfolder/subsubsubfolder/doc5'),
      doc('subfolder/subsubfolder/subsubsubfolder2/doc6'),
      doc('subfolder/subsubfolder/subsubsubfolder3/doc7', { position: 2 }),
      doc('subfolder/subsubfolder/subsubsubfolder3/doc8', { position: 1 }),
    ];
    const categories = [
      category('subfolder/subsubfolder/subsubsubfolder2', {
        position: 2,
        label: 'subsubsubfolder2 (_category_.yml label)',
        className: 'bar',
      }),
      category('subfolder/subsubfolder/subsubsubfolder3', {
        position: 1,
        label: 'subsubsubfolder3 (_category_.json label)',
        link: { type: 'doc', id: 'subfolder/subsubfolder/doc1' },
      }),
    ];
    expect(outline(generateSidebar(docs, categories, 'subfolder/subsubfolder'))).toEqual([
      '[subsubsubfolder3 (_category_.json label) -> /docs/subfolder/subsubfolder/doc1]',
      '  doc8 /docs/subfolder/subsubfolder/subsubsubfolder3/doc8',
      '  doc7 /docs/subfolder/subsubfolder/subsubsubfolder3/doc7',
      '[subsubsubfolder2 (_category_.yml label)] .bar',
      '  doc6 /docs/subfolder/subsubfolder/subsubsubfolder2/doc6',
      'doc1 /docs/subfolder/subsubfolder/doc1',
      'doc4 /docs/subfolder/subsubfolder/doc4',
      '[subsubsubfolder]',
      '  doc5 /docs/subfolder/subsubfolder/subsubsubfolder/doc5',
    ]);
  });

  it('makes a category of a folder that only holds folders', () => {
    expect(outline(generateSidebar([doc('a/b/c')]))).toEqual(['[a]', '  [b]', '    c /docs/a/b/c']);
  });

  it('sorts names by code point, so capitals come first', () => {
    expect(outline(generateSidebar([doc('b'), doc('a'), doc('B')]))).toEqual(['B /docs/B', 'a /docs/a', 'b /docs/b']);
  });

  it('builds the same sidebar whatever order the files come in', () => {
    const docs = [
      doc('index'),
      doc('fx'),
      doc('fx/index'),
      doc('fx/a', { position: 1 }),
      doc('b', { position: 1 }),
      doc('c/d'),
    ];
    const categories = [category('fx', { label: 'Fx' }), category('c', { label: 'C', position: 0 })];
    expect(generateSidebar([...docs].reverse(), [...categories].reverse())).toEqual(generateSidebar(docs, categories));
  });
});

describe('generateSidebar with number prefixes on folders', () => {
  it('places and names a folder by its prefix, unless its category file says otherwise', () => {
    const sidebar = generateSidebar(
      [doc('02-effects/fx'), doc('01-getting-started/install'), doc('03-more/extra')],
      [category('03-more', { label: 'More', position: 0 })],
    );
    expect(outline(sidebar)).toEqual([
      '[More]',
      '  extra /docs/more/extra',
      '[getting-started]',
      '  install /docs/getting-started/install',
      '[effects]',
      '  fx /docs/effects/fx',
    ]);
  });
});
