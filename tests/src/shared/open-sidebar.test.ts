import { describe, expect, it } from 'vitest';
import { isTrimmed, openSidebar } from '../../../src/shared/open-sidebar';
import type { Sidebar, SidebarCategory } from '../../../src/shared/sidebar';

const link = (id: string) => ({ type: 'doc' as const, id, label: id.toUpperCase(), href: `/docs/${id}` });
const category = (
  label: string,
  items: Sidebar,
  options: { docId?: string; collapsed?: boolean; collapsible?: boolean } = {},
): SidebarCategory => ({
  type: 'category',
  label,
  docId: options.docId,
  href: options.docId === undefined ? undefined : `/docs/${options.docId}/`,
  collapsible: options.collapsible ?? true,
  collapsed: options.collapsed ?? true,
  items,
});

const sidebar: Sidebar = [
  link('intro'),
  category('Fx', [link('construct'), category('Errors', [link('catch')], { docId: 'errors' })], { docId: 'fx' }),
  category('Extras', [link('console'), category('Deep', [link('deep')])]),
  category('Always', [link('always'), category('Inner', [link('inner')])], { collapsible: false }),
  category('Open', [link('open')], { collapsed: false }),
  { type: 'link', label: 'Elsewhere', href: 'https://example.org' },
];

describe('openSidebar', () => {
  it('drops the items of every category closed on the page and keeps its row, to be loaded when opened', () => {
    const open = openSidebar(sidebar, '/docs/intro');
    expect(open[1]).toEqual({ ...sidebar[1], items: [], trimmed: true });
    expect(open[2]).toEqual({ ...sidebar[2], items: [], trimmed: true });
    expect(isTrimmed(open)).toBe(true);
  });

  it('keeps the categories on the way to the page open, and trims the closed ones inside them', () => {
    const open = openSidebar(sidebar, '/docs/construct');
    const fx = open[1] as SidebarCategory;
    expect(fx.trimmed).toBeUndefined();
    expect(fx.items[0]).toEqual(link('construct'));
    expect(fx.items[1]).toMatchObject({ label: 'Errors', items: [], trimmed: true });
  });

  it('keeps a category open whose own page is the one read, in any spelling of its route', () => {
    const fx = openSidebar(sidebar, '/docs/fx/index.html')[1] as SidebarCategory;
    expect(fx.items).toHaveLength(2);
    const errors = openSidebar(sidebar, '/docs/errors')[1] as SidebarCategory;
    expect((errors.items[1] as SidebarCategory).items).toEqual([link('catch')]);
  });

  it('keeps categories that cannot close or start open, with their closed children trimmed', () => {
    const open = openSidebar(sidebar, '/docs/intro');
    expect(open[3]).toMatchObject({ label: 'Always', items: [link('always'), { label: 'Inner', trimmed: true }] });
    expect(open[4]).toEqual(sidebar[4]);
    expect(open[5]).toEqual(sidebar[5]);
  });

  it('leaves a sidebar without closed categories as it is', () => {
    const flat: Sidebar = [link('a'), category('Open', [link('b')], { collapsed: false })];
    expect(openSidebar(flat, '/docs/a')).toEqual(flat);
    expect(isTrimmed(openSidebar(flat, '/docs/a'))).toBe(false);
  });

  it('does not grow with the docs of the closed categories', () => {
    const grown: Sidebar = [
      ...sidebar,
      ...Array.from({ length: 10 }, (_, folder) =>
        category(
          `Folder ${folder}`,
          Array.from({ length: 200 }, (_, page) => link(`f${folder}/p${page}`)),
        ),
      ),
    ];
    const size = (items: Sidebar) => JSON.stringify(openSidebar(items, '/docs/intro')).length;
    // Ten rows more, whatever the number of pages in them.
    expect(size(grown) - size(sidebar)).toBeLessThan(10 * 150);
  });
});
