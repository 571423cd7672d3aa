// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NavbarItemConfig } from '../../../../registry/navbar-item-schemas';
import { NavbarItem, type NavbarItemPlacement } from '../../../../src/client/navbar/NavbarItem';
import { renderInApp } from '../../../src/client/render';

function renderItem(item: NavbarItemConfig, placement: NavbarItemPlacement = 'desktop', path = '/') {
  const ui =
    placement === 'desktop' ? (
      <NavbarItem item={item} placement={placement} />
    ) : (
      <ul>
        <NavbarItem item={item} placement={placement} />
      </ul>
    );
  return renderInApp(ui, { path });
}

const GITHUB_MARK =
  '<svg class="mark" width="22" height="22" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0Z"/></svg>';

describe('link attributes from site.yaml', () => {
  it('opens a page of the site in a new tab with target: _blank, safely, and says so', () => {
    const app = renderItem({
      type: 'link',
      position: 'left',
      label: 'Versions',
      to: '/versions',
      target: '_blank',
      rel: 'me',
      title: 'Every version',
    });
    const link = screen.getByRole('link', { name: 'Versions (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/versions');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('me noopener noreferrer');
    expect(link.getAttribute('title')).toBe('Every version');
    // The new tab loads the page: the app does not navigate in this one.
    expect(fireEvent.click(link)).toBe(true);
    expect(app.history).toEqual(['/']);
  });

  it('leads a "to" written without its leading slash from the site root, and marks it active there', () => {
    const app = renderItem(
      { type: 'link', position: 'left', label: 'Versions', to: 'versions' },
      'desktop',
      '/versions',
    );
    const link = screen.getByRole('link', { name: 'Versions' });
    expect(link.getAttribute('href')).toBe('/versions');
    expect(link.getAttribute('aria-current')).toBe('page');
    fireEvent.click(link);
    expect(app.history.at(-1)).toBe('/versions');
  });

  it('keeps a link to another site in this tab with target: _self, still marked as external', () => {
    renderItem({ type: 'link', position: 'right', label: 'Blog', href: 'https://blog.example.org', target: '_self' });
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link.getAttribute('target')).toBe('_self');
    expect(link.getAttribute('rel')).toBeNull();
    expect(link.querySelector('.external-link-icon')).not.toBeNull();
  });

  it('loads a path given as href as a whole page of the site, and a mailto: address in place', () => {
    renderItem({ type: 'link', position: 'right', label: 'API', href: '/api/index.html' });
    const api = screen.getByRole('link', { name: 'API' });
    expect(api.getAttribute('href')).toBe('/api/index.html');
    expect(api.getAttribute('target')).toBeNull();
    expect(api.querySelector('.external-link-icon')).toBeNull();
    renderItem({ type: 'link', position: 'right', label: 'Write to us', href: 'mailto:docs@example.org' });
    const mail = screen.getByRole('link', { name: 'Write to us' });
    expect(mail.getAttribute('target')).toBeNull();
    expect(mail.querySelector('.external-link-icon')).toBeNull();
  });
});

describe('icon-only links', () => {
  it('renders the html as given, named by its aria-label, with the new tab said after it', () => {
    const item: NavbarItemConfig = {
      type: 'link',
      position: 'right',
      href: 'https://github.com/kevin-lee/effectie',
      'aria-label': 'GitHub repository',
      html: GITHUB_MARK,
      className: 'icon-link',
    };
    for (const placement of ['desktop', 'mobile'] as const) {
      const { unmount } = renderItem(item, placement);
      const link = screen.getByRole('link', { name: 'GitHub repository (opens in a new tab)' });
      expect(link.querySelector('svg.mark')).not.toBeNull();
      expect(link.querySelector('.external-link-icon')).toBeNull();
      expect(link.textContent).toBe(' (opens in a new tab)');
      expect(link.className).toContain('icon-link');
      unmount();
    }
  });

  it('is named by its aria-label alone when it has no label', () => {
    renderItem({
      type: 'link',
      position: 'right',
      to: '/versions',
      'aria-label': 'All versions',
      className: 'versions-icon',
    });
    expect(screen.getByRole('link', { name: 'All versions' }).getAttribute('href')).toBe('/versions');
  });

  it("draws no external-link icon on a link without text, whose class draws its icon, as Docusaurus's header-github-link", () => {
    for (const placement of ['desktop', 'mobile'] as const) {
      const { unmount } = renderItem(
        {
          type: 'link',
          position: 'right',
          href: 'https://github.com/kevin-lee/effectie',
          'aria-label': 'GitHub repository',
          className: 'header-github-link',
        },
        placement,
      );
      const link = screen.getByRole('link', { name: 'GitHub repository (opens in a new tab)' });
      expect(link.className).toContain('header-github-link');
      expect(link.querySelector('.external-link-icon')).toBeNull();
      unmount();
    }
  });

  it('lets a doc link show html in place of its label', () => {
    renderItem({
      type: 'doc',
      position: 'left',
      docId: 'cats-effect2/import',
      docsPluginId: 'default',
      html: '<em>Import</em>',
    });
    const link = screen.getByRole('link', { name: 'Import' });
    expect(link.getAttribute('href')).toBe('/docs/cats-effect2/import');
    expect(link.querySelector('em')).not.toBeNull();
  });
});

describe('dropdowns', () => {
  const dropdown: NavbarItemConfig = {
    type: 'dropdown',
    position: 'left',
    label: 'More',
    dropdownActiveClassDisabled: false,
    items: [
      { type: 'link', label: 'Versions', to: '/versions' },
      { type: 'badge', label: 'New', to: '/docs/', tone: 'success' },
    ],
  };

  it('marks the button active when an entry is the page being read, unless dropdownActiveClassDisabled', () => {
    const active = renderItem(dropdown, 'desktop', '/versions');
    expect(screen.getByRole('button', { name: 'More' }).className).toContain('navbar-link--active');
    active.unmount();
    const elsewhere = renderItem(dropdown, 'desktop', '/search');
    expect(screen.getByRole('button', { name: 'More' }).className).not.toContain('navbar-link--active');
    elsewhere.unmount();
    renderItem({ ...dropdown, dropdownActiveClassDisabled: true }, 'desktop', '/versions');
    expect(screen.getByRole('button', { name: 'More' }).className).not.toContain('navbar-link--active');
  });

  it("renders an entry of the site's own type as a dropdown link", () => {
    renderItem(dropdown, 'desktop', '/docs/');
    const menu = document.getElementById(screen.getByRole('button', { name: 'More' }).getAttribute('aria-controls')!)!;
    const badge = within(menu).getByRole('link', { name: 'New' });
    expect(badge.className).toBe('dropdown-link dropdown-link--active navbar-badge navbar-badge--success');
  });

  it('opens in the mobile menu on the page of a site-owned entry', () => {
    renderItem(dropdown, 'mobile', '/docs/');
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('a mobile dropdown with a docsVersion entry that names no version', () => {
  const item: NavbarItemConfig = {
    type: 'dropdown',
    position: 'left',
    label: 'Docs',
    dropdownActiveClassDisabled: false,
    items: [{ type: 'docsVersion', label: 'Latest docs', docsPluginId: 'default' }],
  };

  it('starts closed off the docs: the entry is the current version, not "no version"', () => {
    for (const path of ['/', '/versions', '/search']) {
      const { unmount } = renderItem(item, 'mobile', path);
      expect(screen.getByRole('button', { name: 'Docs' }).getAttribute('aria-expanded'), path).toBe('false');
      unmount();
    }
  });

  it('starts open in the current version, and closed in another one', () => {
    const current = renderItem(item, 'mobile', '/docs/cats-effect2/');
    expect(screen.getByRole('button', { name: 'Docs' }).getAttribute('aria-expanded')).toBe('true');
    current.unmount();
    renderItem(item, 'mobile', '/docs/v1/');
    expect(screen.getByRole('button', { name: 'Docs' }).getAttribute('aria-expanded')).toBe('false');
  });
});
