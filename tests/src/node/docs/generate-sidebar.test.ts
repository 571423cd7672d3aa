import { describe, expect, it } from 'vitest';
import { categorySchema } from '../../../../schema/content';
import { generateSidebar, type SidebarSourceCategory, type SidebarSourceDoc } from '../../../../src/node/docs/sidebars/generate';
import { docRoute } from '../../../../src/node/docs/load-version';
import type { Sidebar, SidebarItem } from '../../../../src/shared/sidebar';

function doc(file: string, fields: { label?: string; position?: number } = {}): SidebarSourceDoc {
  const slash = file.lastIndexOf('/');
  const dir = slash === -1 ? '' : file.slice(0, slash);
  const baseName = file.slice(slash + 1);
  return { id: file, dir, baseName, label: fields.label ?? baseName, position: fields.position, href: docRoute('/docs', dir, baseName, undefined) };
}

const category = (dir: string, meta: Record<string, unknown>): SidebarSourceCategory => ({ dir, meta: categorySchema.parse(meta) });

/** The sidebar as an outline: "doc" and "[category -> link]" lines, indented by depth. */
function outline(sidebar: Sidebar, depth = 0): string[] {
  return sidebar.flatMap((item: SidebarItem) =>
    item.type === 'doc'
      ? [`${'  '.repeat(depth)}${item.label} ${item.href}`]
      : [
          `${'  '.repeat(depth)}[${item.label}${item.href ? ` -> ${item.href}` : ''}]${item.collapsed ? '' : ' open'}${item.collapsible ? '' : ' fixed'}`,
          ...outline(item.items, depth + 1),
        ],
  );
}

describe('generateSidebar', () => {
  it('orders by position, then by name, with unpositioned entries last', () => {
    const sidebar = generateSidebar(
      [doc('zeta', { position: 1 }), doc('beta'), doc('alpha'), doc('gamma', { position: 3 }), doc('delta', { position: 1.5 })],
      [],
    );
    expect(outline(sidebar)).toEqual(['zeta /docs/zeta', 'delta /docs/delta', 'gamma /docs/gamma', 'alpha /docs/alpha', 'beta /docs/beta']);
  });

  it('puts the root index first unless it has a position', () => {
    expect(outline(generateSidebar([doc('a', { position: 1 }), doc('index')], []))).toEqual(['index /docs/', 'a /docs/a']);
    expect(outline(generateSidebar([doc('a', { position: 1 }), doc('index', { position: 2 })], []))).toEqual(['a /docs/a', 'index /docs/']);
  });

  it('turns folders into categories whose index doc is their link', () => {
    const sidebar = generateSidebar(
      [doc('index'), doc('fx/index', { label: 'Fx' }), doc('fx/construct'), doc('fx/error-handling/index', { label: 'Errors' }), doc('fx/error-handling/can-catch')],
      [],
    );
    expect(outline(sidebar)).toEqual([
      'index /docs/',
      '[Fx -> /docs/fx/]',
      '  construct /docs/fx/construct',
      '  [Errors -> /docs/fx/error-handling/]',
      '    can-catch /docs/fx/error-handling/can-catch',
    ]);
    const fx = sidebar[1];
    expect(fx).toMatchObject({ type: 'category', docId: 'fx/index', href: '/docs/fx/' });
  });

  it('labels a category from _category_.yaml, else its index doc, else its folder name', () => {
    const sidebar = generateSidebar(
      [doc('cats-effect/index', { label: 'Index Label' }), doc('monix/index', { label: 'Monix Index' }), doc('scalaz_effect/fx')],
      [category('cats-effect', { label: 'For Cats Effect' })],
    );
    expect(outline(sidebar)).toEqual([
      '[For Cats Effect -> /docs/cats-effect/]',
      '[Monix Index -> /docs/monix/]',
      '[Scalaz Effect]',
      '  fx /docs/scalaz_effect/fx',
    ]);
  });

  it('takes collapsed, collapsible and position from _category_.yaml', () => {
    const sidebar = generateSidebar(
      [doc('a/x'), doc('b/x'), doc('c/x')],
      [category('a', { label: 'A', position: 3 }), category('b', { label: 'B', position: 1, collapsed: false }), category('c', { label: 'C', position: 2, collapsible: false })],
    );
    expect(outline(sidebar)).toEqual(['[B] open', '  x /docs/b/x', '[C] fixed', '  x /docs/c/x', '[A]', '  x /docs/a/x']);
  });

  it('ranks a category by its index doc\'s position when its _category_.yaml has none', () => {
    const sidebar = generateSidebar([doc('a', { position: 2 }), doc('z/index', { label: 'Z', position: 1 }), doc('z/y')], []);
    expect(outline(sidebar)).toEqual(['[Z -> /docs/z/]', '  y /docs/z/y', 'a /docs/a']);
  });

  it('links a category to the doc _category_.yaml names, leaving its index.md a normal entry', () => {
    const sidebar = generateSidebar(
      [doc('fx/index', { label: 'Fx Index' }), doc('fx/overview', { label: 'Overview' }), doc('fx/construct')],
      [category('fx', { label: 'Fx', link: { type: 'doc', id: 'fx/overview' } })],
    );
    expect(outline(sidebar)).toEqual(['[Fx -> /docs/fx/overview]', '  Fx Index /docs/fx/', '  construct /docs/fx/construct']);
  });

  it('makes a category of a folder that only holds folders', () => {
    const sidebar = generateSidebar([doc('a/b/c')], []);
    expect(outline(sidebar)).toEqual(['[A]', '  [B]', '    c /docs/a/b/c']);
  });

  it('sorts names by code point, so capitals come first', () => {
    expect(outline(generateSidebar([doc('b'), doc('a'), doc('B')], []))).toEqual(['B /docs/B', 'a /docs/a', 'b /docs/b']);
  });

  it('builds the same sidebar whatever order the files come in', () => {
    const docs = [doc('index'), doc('fx'), doc('fx/index'), doc('fx/a', { position: 1 }), doc('b', { position: 1 }), doc('c/d')];
    const categories = [category('fx', { label: 'Fx' }), category('c', { label: 'C', position: 0 })];
    expect(generateSidebar([...docs].reverse(), [...categories].reverse())).toEqual(generateSidebar(docs, categories));
  });
});

describe('generateSidebar with number prefixes on folders', () => {
  it('places and names a folder by its prefix, unless its _category_.yaml says otherwise', () => {
    const sidebar = generateSidebar(
      [doc('02-effects/fx'), doc('01-getting-started/install'), doc('03-more/extra')],
      [category('03-more', { label: 'More', position: 0 })],
    );
    expect(outline(sidebar)).toEqual(['[More]', '  extra /docs/03-more/extra', '[Getting Started]', '  install /docs/01-getting-started/install', '[Effects]', '  fx /docs/02-effects/fx']);
  });
});
