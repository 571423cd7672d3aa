// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DropdownEntryConfig, NavbarItemConfig } from '../../../registry/navbar-item-schemas';
import type { DropdownItem } from '../../../schema/navbar-items/dropdown-item';
import type { LinkItem } from '../../../schema/navbar-items/link-item';
import { DropdownEntry, NavbarItem, type NavbarItemPlacement } from '../../../src/client/navbar/NavbarItem';
import { preferredVersionNameAtom } from '../../../src/client/state/preferred-version';
import { renderInApp } from '../../src/client/render';
import { fixtureSiteDataAt, fixtureStore } from '../../src/client/fixture-site';

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

/** Renders an entry as it stands in a dropdown on the bar. */
function renderEntry(entry: DropdownEntryConfig, path = '/') {
  return renderInApp(
    <ul>
      <DropdownEntry entry={entry} placement="dropdown" />
    </ul>,
    { path },
  );
}

describe('link item', () => {
  const item: LinkItem = { type: 'link', position: 'left', label: 'Versions', to: '/versions', className: 'extra' };

  it('renders its label and link on the bar, marked current on its page', () => {
    renderItem(item, 'desktop', '/versions');
    const link = screen.getByRole('link', { name: 'Versions' });
    expect(link.getAttribute('href')).toBe('/versions');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.className).toBe('navbar-link navbar-link--active extra');
  });

  it('is not current elsewhere', () => {
    renderItem(item, 'desktop', '/docs/');
    const link = screen.getByRole('link', { name: 'Versions' });
    expect(link.getAttribute('aria-current')).toBeNull();
    expect(link.className).toBe('navbar-link extra');
  });

  it('renders as a menu entry in the mobile menu and in a dropdown', () => {
    const mobile = renderItem(item, 'mobile', '/versions');
    const entry = mobile.container.querySelector('li.menu-item > a')!;
    expect(entry.className).toBe('menu-link menu-link--active extra');
    expect(entry.getAttribute('aria-current')).toBe('page');
    mobile.unmount();
    const dropdown = renderEntry(item, '/');
    expect(dropdown.container.querySelector('li.menu-item > a')!.className).toBe('dropdown-link extra');
  });

  it('follows activeBasePath and activeBaseRegex', () => {
    renderItem(
      { type: 'link', position: 'left', label: 'Docs', to: '/docs/', activeBasePath: '/docs' },
      'desktop',
      '/docs/v1/',
    );
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('aria-current')).toBe('page');
    renderItem(
      { type: 'link', position: 'left', label: 'Fx', to: '/docs/', activeBaseRegex: '/fx' },
      'desktop',
      '/docs/monix3/fx',
    );
    expect(screen.getByRole('link', { name: 'Fx' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens an external link in a new tab, never as current', () => {
    renderItem({ type: 'link', position: 'right', label: 'GitHub', href: 'https://github.com/kevin-lee/effectie' });
    const link = screen.getByRole('link', { name: /GitHub/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('aria-current')).toBeNull();
    expect(link.querySelector('.external-link-icon')).not.toBeNull();
  });
});

describe('html item', () => {
  it('renders its HTML as written, on the bar and in lists', () => {
    const item: NavbarItemConfig = {
      type: 'html',
      position: 'right',
      value: '<strong class="shout">Beta</strong>',
      className: 'note',
    };
    const desktop = renderItem(item);
    const box = desktop.container.querySelector('div.navbar-item.navbar-html.note')!;
    expect(box.innerHTML).toBe('<strong class="shout">Beta</strong>');
    desktop.unmount();
    const mobile = renderItem(item, 'mobile');
    expect(mobile.container.querySelector('li.menu-item.navbar-html strong')!.textContent).toBe('Beta');
  });
});

describe("badge item (the site's own type)", () => {
  it('renders a toned link', () => {
    renderItem(
      { type: 'badge', position: 'right', label: 'New in 2.2', to: '/docs/', tone: 'success' },
      'desktop',
      '/docs/',
    );
    const badge = screen.getByRole('link', { name: 'New in 2.2' });
    expect(badge.className).toBe('navbar-link navbar-link--active navbar-badge navbar-badge--success');
    expect(badge.getAttribute('href')).toBe('/docs/');
  });
});

describe('doc item', () => {
  it('links a doc with its sidebar label', () => {
    renderItem({ type: 'doc', position: 'left', docId: 'cats-effect2/import', docsPluginId: 'default' });
    expect(screen.getByRole('link', { name: 'What to Import' }).getAttribute('href')).toBe('/docs/cats-effect2/import');
  });

  it('uses its own label, and the doc of the version being read', () => {
    renderItem(
      { type: 'doc', position: 'left', docId: 'index', label: 'Start', docsPluginId: 'default' },
      'desktop',
      '/docs/v1/docs/monix/fx',
    );
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/docs/v1/');
  });

  it('falls back to the latest version when the version being read lacks the doc', () => {
    renderItem(
      { type: 'doc', position: 'left', docId: 'cats-effect3/import', docsPluginId: 'default' },
      'desktop',
      '/docs/v1/',
    );
    const link = screen.getByRole('link', { name: 'What to Import' });
    expect(link.getAttribute('href')).toBe('/docs/cats-effect3/import');
  });

  it("follows the preferred version off the docs, once that version's docs are loaded", async () => {
    const store = fixtureStore(fixtureSiteDataAt('/versions'));
    store.set(preferredVersionNameAtom, 'v1');
    renderInApp(
      <NavbarItem
        item={{ type: 'doc', position: 'left', docId: 'index', label: 'Start', docsPluginId: 'default' }}
        placement="desktop"
      />,
      { path: '/versions', store },
    );
    // The page carries the current version's docs; until v1's arrive, the link leads there.
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/docs/');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/docs/v1/'));
  });
});

describe('docSidebar item', () => {
  const item: NavbarItemConfig = {
    type: 'docSidebar',
    position: 'left',
    sidebarId: 'docsSidebar',
    label: 'Docs',
    docsPluginId: 'default',
  };

  it('links the first doc of the sidebar, current anywhere in the version', () => {
    renderItem(item, 'desktop', '/docs/monix3/fx');
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.getAttribute('href')).toBe('/docs/');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('leads to the main doc of a version whose sidebar has another name', () => {
    renderItem(item, 'desktop', '/docs/v1/docs/monix/fx');
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.getAttribute('href')).toBe('/docs/v1/');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('is not current off the docs', () => {
    renderItem(item, 'mobile', '/versions');
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('docsVersion item', () => {
  it('links the main doc of the latest version with its label by default', () => {
    renderItem({ type: 'docsVersion', position: 'right', docsPluginId: 'default' }, 'desktop', '/docs/cats-effect2/');
    const link = screen.getByRole('link', { name: 'v2.2.0' });
    expect(link.getAttribute('href')).toBe('/docs/');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('links a named version', () => {
    renderEntry({ type: 'docsVersion', version: 'v1', label: 'Old docs', docsPluginId: 'default' }, '/');
    const link = screen.getByRole('link', { name: 'Old docs' });
    expect(link.getAttribute('href')).toBe('/docs/v1/');
    expect(link.className).toBe('dropdown-link');
  });
});

describe('search item', () => {
  // What the button opens belongs to the search feature; the navbar item places the button.
  it("shows the placeholder from site.yaml, with the item's class, on the bar and in the mobile menu", () => {
    const desktop = renderItem({ type: 'search', position: 'right', className: 'wide' }, 'desktop', '/docs/');
    expect(screen.getByRole('button', { name: /^Search docs/ }).closest('.navbar-search.wide')).not.toBeNull();
    desktop.unmount();
    renderItem({ type: 'search', position: 'right' }, 'mobile', '/docs/');
    expect(screen.getByRole('button', { name: /^Search docs/ })).toBeTruthy();
  });
});

describe('dropdown item', () => {
  const item: DropdownItem<DropdownEntryConfig> = {
    type: 'dropdown',
    position: 'left',
    label: 'More',
    dropdownActiveClassDisabled: false,
    items: [
      { type: 'link', label: 'Versions', to: '/versions' },
      { type: 'html', value: '<hr class="divider">' },
      { type: 'docsVersion', version: 'v1', docsPluginId: 'default' },
    ],
  };

  it('renders a closed menu on the bar that opens on click and closes on Escape', () => {
    const { container } = renderItem(item, 'desktop', '/');
    const button = screen.getByRole('button', { name: 'More' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.className]),
    ).toEqual([
      ['Versions', '/versions', 'dropdown-link'],
      ['v1', '/docs/v1/', 'dropdown-link'],
    ]);
    expect(menu.querySelector('hr.divider')).not.toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('.dropdown')!.className).toContain('dropdown--open');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('gives the label its own link when the dropdown has "to"', () => {
    renderItem({ ...item, to: '/versions' }, 'desktop', '/');
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/versions');
    expect(screen.getByRole('button', { name: 'More menu' })).toBeTruthy();
  });

  it('is a collapsed group in the mobile menu, open when it holds the current page', () => {
    const closed = renderItem(item, 'mobile', '/');
    const toggle = screen.getByRole('button', { name: 'More' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect((closed.container.querySelector('ul.menu-list') as HTMLElement).hidden).toBe(true);
    fireEvent.click(toggle);
    expect((closed.container.querySelector('ul.menu-list') as HTMLElement).hidden).toBe(false);
    closed.unmount();

    renderItem(item, 'mobile', '/versions');
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Versions' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('activeBasePath and activeBaseRegex on doc links', () => {
  it('marks a doc item active under its activeBasePath, not only on its doc', () => {
    renderItem(
      {
        type: 'doc',
        position: 'left',
        docId: 'cats-effect2/import',
        docsPluginId: 'default',
        label: 'CE2',
        activeBasePath: '/docs/cats-effect2/',
      },
      'desktop',
      '/docs/cats-effect2/',
    );
    expect(screen.getByRole('link', { name: 'CE2' }).getAttribute('aria-current')).toBe('page');
  });

  it('marks a doc item active where its activeBaseRegex matches, and not on its own doc when the regex does not', () => {
    const item: NavbarItemConfig = {
      type: 'doc',
      position: 'left',
      docId: 'cats-effect2/import',
      docsPluginId: 'default',
      label: 'CE2',
      activeBaseRegex: '^/versions',
    };
    const onVersions = renderItem(item, 'desktop', '/versions');
    expect(screen.getByRole('link', { name: 'CE2' }).getAttribute('aria-current')).toBe('page');
    onVersions.unmount();
    renderItem(item, 'desktop', '/docs/cats-effect2/import');
    expect(screen.getByRole('link', { name: 'CE2' }).getAttribute('aria-current')).toBeNull();
  });

  it('lets a docSidebar entry mark its dropdown by its own rule', () => {
    const dropdown: DropdownItem<DropdownEntryConfig> = {
      type: 'dropdown',
      position: 'left',
      label: 'More',
      dropdownActiveClassDisabled: false,
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'docsSidebar',
          docsPluginId: 'default',
          label: 'Docs',
          activeBasePath: '/versions',
        },
      ],
    };
    renderItem(dropdown, 'desktop', '/versions');
    expect(screen.getByRole('button', { name: 'More' }).className).toContain('navbar-link--active');
  });
});
