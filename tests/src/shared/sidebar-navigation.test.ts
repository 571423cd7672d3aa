import { describe, expect, it } from 'vitest';
import type { Sidebar, SidebarCategory } from '../../../src/shared/sidebar';
import { breadcrumbs, firstLink, previousAndNext, readingOrder } from '../../../src/shared/sidebar-navigation';

const link = (id: string) => ({ type: 'doc' as const, id, label: id.toUpperCase(), href: `/docs/${id}` });
const category = (label: string, items: Sidebar, docId?: string): SidebarCategory => ({
  type: 'category',
  label,
  docId,
  href: docId === undefined ? undefined : `/docs/${docId}/`,
  collapsible: true,
  collapsed: true,
  items,
});

const sidebar: Sidebar = [
  link('intro'),
  category('Fx', [link('construct'), category('Errors', [link('catch')], 'errors')], 'fx'),
  category('Extras', [link('console')]),
  link('faq'),
];

describe('readingOrder', () => {
  it('lists docs depth first, each category index before its children', () => {
    expect(readingOrder(sidebar).map((entry) => entry.id)).toEqual([
      'intro',
      'fx',
      'construct',
      'errors',
      'catch',
      'console',
      'faq',
    ]);
  });

  it('labels a category index with the category label', () => {
    expect(readingOrder(sidebar)[1]).toEqual({ id: 'fx', label: 'Fx', href: '/docs/fx/' });
  });

  it('is empty for an empty sidebar', () => {
    expect(readingOrder([])).toEqual([]);
    expect(firstLink([])).toBeUndefined();
  });
});

describe('previousAndNext', () => {
  it('links to the neighbours in reading order, across categories', () => {
    expect(previousAndNext(sidebar, 'catch')).toEqual({
      previous: { id: 'errors', label: 'Errors', href: '/docs/errors/' },
      next: { id: 'console', label: 'CONSOLE', href: '/docs/console' },
    });
  });

  it('has no previous for the first doc and no next for the last', () => {
    expect(previousAndNext(sidebar, 'intro').previous).toBeUndefined();
    expect(previousAndNext(sidebar, 'faq').next).toBeUndefined();
  });

  it('is empty for a doc the sidebar does not list', () => {
    expect(previousAndNext(sidebar, 'hidden')).toEqual({});
  });
});

describe('breadcrumbs', () => {
  it('lists the categories leading to a doc, outermost first', () => {
    expect(breadcrumbs(sidebar, 'catch').map((entry) => entry.label)).toEqual(['Fx', 'Errors']);
    expect(breadcrumbs(sidebar, 'console').map((entry) => entry.label)).toEqual(['Extras']);
  });

  it('ends with the category itself for a category index', () => {
    expect(breadcrumbs(sidebar, 'errors').map((entry) => entry.label)).toEqual(['Fx', 'Errors']);
  });

  it('is empty for top-level and unlisted docs', () => {
    expect(breadcrumbs(sidebar, 'intro')).toEqual([]);
    expect(breadcrumbs(sidebar, 'hidden')).toEqual([]);
  });
});

describe('firstLink', () => {
  it('is the first doc in reading order, as a doc link', () => {
    expect(firstLink(sidebar)).toEqual({ type: 'doc', id: 'intro', label: 'INTRO', href: '/docs/intro' });
    expect(firstLink([category('Fx', [link('construct')], 'fx')])).toEqual({
      type: 'doc',
      id: 'fx',
      label: 'Fx',
      href: '/docs/fx/',
    });
  });
});
