// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NavbarItemConfig } from '../../../../registry/navbar-item-schemas';
import { parseSiteConfig } from '../../../../schema/parse';
import { NavbarItem, type NavbarItemPlacement } from '../../../../src/client/navbar/NavbarItem';
import { versionsAtHandAtom } from '../../../../src/client/site/site-atoms';
import { preferredVersionNameAtom } from '../../../../src/client/state/preferred-version';
import { EFFECTIE_SITE_YAML } from '../../../schema/helpers';
import { renderInApp } from '../../../src/client/render';
import { watchFetches } from '../../../src/client/watch-fetches';

/** The version dropdown exactly as the real site.yaml configures it. */
const item = parseSiteConfig(EFFECTIE_SITE_YAML).value.navbar.items.find(
  (candidate) => candidate.type === 'docsVersionDropdown',
)!;

const renderDropdown = (path: string, placement: NavbarItemPlacement = 'desktop', config: NavbarItemConfig = item) =>
  renderInApp(
    placement === 'desktop' ? (
      <NavbarItem item={config} placement={placement} />
    ) : (
      <ul>
        <NavbarItem item={config} placement={placement} />
      </ul>
    ),
    { path },
  );

const entries = () =>
  screen
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

describe('docsVersionDropdown item (real site.yaml)', () => {
  it('lists v2.2.0, v1 and All versions, with the current version marked', () => {
    renderDropdown('/docs/');
    expect(screen.getByRole('button', { name: 'v2.2.0' })).toBeTruthy();
    expect(entries()).toEqual([
      ['v2.2.0', '/docs/', 'true'],
      ['v1', '/docs/v1/', null],
      ['All versions', '/versions', null],
    ]);
  });

  it('leads to the same doc in the other version when it exists, else its main doc', () => {
    renderDropdown('/docs/v1/');
    expect(screen.getByRole('button', { name: 'v1' })).toBeTruthy();
    expect(entries().slice(0, 2)).toEqual([
      ['v2.2.0', '/docs/', null],
      ['v1', '/docs/v1/', 'true'],
    ]);
  });

  it("loads another version's docs once, when the reader points at its entry, and not before, with the page it leads to", async () => {
    const fetched = watchFetches();
    const app = renderDropdown('/docs/');
    const v1 = screen.getByRole('link', { name: 'v1' });
    expect(fetched).toEqual([]);
    fireEvent.mouseEnter(v1);
    fireEvent.focus(v1);
    await waitFor(() => expect(app.store.get(versionsAtHandAtom).has('v1')).toBe(true));
    expect(fetched.filter((path) => path.endsWith('/_version.json'))).toEqual(['/page-data/v1/_version.json']);
    // As any link does, it prefetches the page it leads to.
    await waitFor(() => expect(fetched).toContain('/page-data/v1/index.json'));
  });

  it("waits for the other version's docs when it is chosen before they are loaded, then leads to its page", async () => {
    const fetched = watchFetches();
    const app = renderDropdown('/docs/');
    fireEvent.click(screen.getByRole('link', { name: 'v1' }));
    await waitFor(() => expect(app.history.at(-1)).toBe('/docs/v1/'), { timeout: 5000 });
    expect(fetched[0]).toBe('/page-data/v1/_version.json');
  });

  it('leads to the main doc for a page only one version has', () => {
    renderDropdown('/docs/cats-effect3/import');
    expect(entries().slice(0, 2)).toEqual([
      ['v2.2.0', '/docs/cats-effect3/import', 'true'],
      ['v1', '/docs/v1/', null],
    ]);
  });

  it('remembers the version a visitor picks, and shows it off the docs', async () => {
    const app = renderDropdown('/versions');
    expect(screen.getByRole('button', { name: 'v2.2.0' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'v1' }));
    expect(window.localStorage.getItem('docs-preferred-version-default')).toBe('v1');
    expect(app.store.get(preferredVersionNameAtom)).toBe('v1');
    await waitFor(() => expect(app.history.at(-1)).toBe('/docs/v1/'), { timeout: 5000 });
    app.navigate('/versions');
    expect(screen.getByRole('button', { name: 'v1' })).toBeTruthy();
  });

  it('lists only the versions it names, around the entries before and after', () => {
    renderDropdown('/', 'desktop', {
      ...item,
      versions: ['v1'],
      dropdownItemsBefore: [{ type: 'html', value: '<b>Pick one</b>' }],
    });
    expect(screen.getByText('Pick one')).toBeTruthy();
    expect(entries().map(([label]) => label)).toEqual(['v1', 'All versions']);
  });

  it('is a "Version:" group in the mobile menu, open on a docs page', () => {
    const { container } = renderDropdown('/docs/v1/docs/monix/fx', 'mobile');
    const toggle = screen.getByRole('button', { name: 'Version: v1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = container.querySelector('ul.menu-list') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.className]),
    ).toEqual([
      ['v2.2.0', 'menu-link'],
      ['v1', 'menu-link menu-link--active'],
      ['All versions', 'menu-link'],
    ]);
  });

  it('starts closed in the mobile menu off the docs', () => {
    renderDropdown('/search', 'mobile');
    expect(screen.getByRole('button', { name: 'Version: v2.2.0' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('starts open in the mobile menu on the page of one of its extra entries', () => {
    renderDropdown('/versions', 'mobile');
    expect(screen.getByRole('button', { name: 'Version: v2.2.0' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'All versions' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('docsVersionDropdown item (Docusaurus options)', () => {
  const base: NavbarItemConfig = {
    type: 'docsVersionDropdown',
    position: 'right',
    docsPluginId: 'default',
    dropdownItemsBefore: [],
    dropdownItemsAfter: [],
    dropdownActiveClassDisabled: false,
  };

  it('relabels the versions a mapping names, lists them in its order, and shows the new label on the button', () => {
    renderDropdown('/docs/v1/', 'desktop', {
      ...base,
      versions: { v1: { label: '1.x (unmaintained)' }, current: { label: 'Latest' } },
    });
    expect(screen.getByRole('button', { name: '1.x (unmaintained)' })).toBeTruthy();
    expect(entries()).toEqual([
      ['1.x (unmaintained)', '/docs/v1/', 'true'],
      ['Latest', '/docs/', null],
    ]);
  });

  it("keeps a version's own label where the mapping gives it none, as site.yaml may write it", () => {
    const yaml = EFFECTIE_SITE_YAML.replace(
      /- type: docsVersionDropdown\n/,
      '- type: docsVersionDropdown\n      versions:\n        v1: {}\n        current: { label: Latest }\n',
    );
    const config = parseSiteConfig(yaml).value.navbar.items.find(
      (candidate) => candidate.type === 'docsVersionDropdown',
    )!;
    expect(config).toMatchObject({ versions: { v1: {}, current: { label: 'Latest' } } });
    renderDropdown('/docs/v1/', 'desktop', config);
    expect(screen.getByRole('button', { name: 'v1' })).toBeTruthy();
    expect(entries().slice(0, 2)).toEqual([
      ['v1', '/docs/v1/', 'true'],
      ['Latest', '/docs/', null],
    ]);
  });

  it('lists the versions of a list in its order, with their own labels', () => {
    renderDropdown('/docs/', 'mobile', { ...base, versions: ['v1', 'current'] });
    expect(screen.getByRole('button', { name: 'Version: v2.2.0' })).toBeTruthy();
    expect(entries().map(([label]) => label)).toEqual(['v1', 'v2.2.0']);
  });

  it('marks its button active on a docs page, unless dropdownActiveClassDisabled', () => {
    const active = renderDropdown('/docs/cats-effect2/', 'desktop', base);
    expect(screen.getByRole('button', { name: 'v2.2.0' }).className).toContain('navbar-link--active');
    active.unmount();
    renderDropdown('/docs/cats-effect2/', 'desktop', { ...base, dropdownActiveClassDisabled: true });
    expect(screen.getByRole('button', { name: 'v2.2.0' }).className).not.toContain('navbar-link--active');
  });
});
