// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocSidebar } from '../../../../../src/client/pages/doc/DocSidebar';
import { openSidebar } from '../../../../../src/shared/open-sidebar';
import type { Sidebar } from '../../../../../src/shared/sidebar';
import { renderInApp } from '../../render';

/** A hand-written sidebar of every item form sidebars.yaml gives (see tests/src/node/docs/version-metadata.test.ts). */
const sidebar: Sidebar = [
  { type: 'doc', id: 'intro', label: 'Introduction', href: '/docs/' },
  {
    type: 'category',
    label: 'Guides',
    docId: '_generated-index/category/guides',
    href: '/docs/category/guides',
    collapsible: true,
    collapsed: true,
    className: 'guides',
    items: [
      { type: 'doc', id: 'guides/install', label: 'Install', href: '/docs/guides/install' },
      { type: 'link', label: 'The client', href: '/docs/reference/client' },
    ],
  },
  { type: 'link', label: 'GitHub', href: 'https://github.com/kevin-lee/effectie' },
  { type: 'html', value: '<small class="note">From the sources.</small>', defaultStyle: true },
];

describe('DocSidebar with hand-written items', () => {
  it('shows links of the site as the page they lead to, other sites in a new tab, and HTML as written', () => {
    renderInApp(<DocSidebar sidebar={sidebar} activePath="/docs/reference/client" />, {
      path: '/docs/reference/client',
    });
    const list = screen.getAllByRole('list')[0]!;
    // The category holding the page being read is open, and the link to it is the current page.
    const current = within(list).getByRole('link', { name: 'The client' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/docs/reference/client');
    expect(current.closest('.sidebar-category')?.classList.contains('guides')).toBe(true);
    const github = within(list).getByRole('link', { name: /GitHub/ });
    expect([github.getAttribute('href'), github.getAttribute('target')]).toEqual([
      'https://github.com/kevin-lee/effectie',
      '_blank',
    ]);
    const note = list.querySelector('small.note')!;
    expect(note.textContent).toBe('From the sources.');
    expect(note.closest('li')?.classList.contains('sidebar-html--default')).toBe(true);
  });
});

describe('DocSidebar as far as the page has it open', () => {
  it('renders a trimmed sidebar as the full one, and loads the full one once the reader opens a closed category', async () => {
    const full = () => renderInApp(<DocSidebar sidebar={sidebar} activePath="/docs/" />, { path: '/docs/' });
    const fullHtml = full().container.innerHTML;
    cleanup();
    let loads = 0;
    const loadSidebar = () => {
      loads += 1;
      return Promise.resolve(sidebar);
    };
    const { container } = renderInApp(
      <DocSidebar sidebar={openSidebar(sidebar, '/docs/')} loadSidebar={loadSidebar} activePath="/docs/" />,
      { path: '/docs/' },
    );
    // The same markup, so that the prerendered page hydrates from the trimmed sidebar.
    expect(container.innerHTML).toBe(fullHtml);
    expect(screen.queryByRole('link', { name: 'Install' })).toBeNull();
    const caret = screen.getByRole('button', { name: 'Expand the category Guides' });
    fireEvent.mouseEnter(caret);
    expect(loads).toBe(1);
    fireEvent.click(caret);
    expect(await screen.findByRole('link', { name: 'Install' })).toBeTruthy();
    expect(caret.getAttribute('aria-expanded')).toBe('true');
  });
});
