// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { navbarItemRegistry, type NavbarItemConfig } from '../../registry/navbar-item-types';
import { createSiteConfigSchema } from '../../schema';
import { parseSiteConfig } from '../../schema/parse';
import { siteJsonSchema } from '../../src/node/config/json-schema';
import { NavbarItemList } from '../../src/client/navbar/NavbarItem';
import { clockItemType } from '../fixtures/navbar-item-types/clock';
import type { ClockItem } from '../fixtures/navbar-item-types/clock/clock.schema';
import { configError, MINIMAL_SITE_YAML, yamlLines } from '../schema/helpers';
import { renderInApp } from '../src/client/render';

// A new type is two steps, as the README shows: its folder (tests/fixtures/navbar-item-types/clock)
// and one registration line, here on a copy of the site's registry rather than in
// registry/navbar-item-types.ts.
const registry = navbarItemRegistry.register(clockItemType);
const schema = createSiteConfigSchema(registry);

const siteYaml = (...items: string[]) => MINIMAL_SITE_YAML + yamlLines('navbar:', '  items:', ...items);
const CLOCK_ON_THE_BAR = siteYaml('    - type: clock', '      timeZone: Europe/Paris', '    - { type: link, label: Versions, to: /versions }');
const CLOCK_IN_A_DROPDOWN = siteYaml('    - type: dropdown', '      label: More', '      items:', '        - { type: clock, timeZone: Asia/Tokyo }');

/**
 * The app's navbar is typed for the site's registry, which a registration line in
 * registry/navbar-item-types.ts extends; this test extends a copy at run time, so it hands the
 * copy and its items over as the site's.
 */
const renderNavbar = (items: readonly unknown[], placement: 'desktop' | 'mobile' = 'desktop') =>
  renderInApp(
    <nav>
      <ul>
        <NavbarItemList items={items as NavbarItemConfig[]} placement={placement} />
      </ul>
    </nav>,
    { registry: registry as unknown as typeof navbarItemRegistry },
  );

describe('a navbar item type added with its folder and one registration line', () => {
  // 10:00 UTC, so noon in Paris and 7 PM in Tokyo whatever the machine's time zone.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2024-05-01T10:00:00Z'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('may be used in site.yaml: the item is parsed with its defaults, and typed as its schema gives it', () => {
    const { value } = parseSiteConfig(CLOCK_ON_THE_BAR, 'site.yaml', schema);
    expect(value.navbar.items).toEqual([
      { type: 'clock', position: 'right', timeZone: 'Europe/Paris' },
      { type: 'link', position: 'right', label: 'Versions', to: '/versions' },
    ]);
    expectTypeOf(value.navbar.items).items.toEqualTypeOf<NavbarItemConfig | ClockItem>();
    expect(parseSiteConfig(siteYaml('    - type: clock'), 'site.yaml', schema).value.navbar.items).toEqual([{ type: 'clock', position: 'right', timeZone: 'UTC' }]);
  });

  it('gets the friendly error, with line, column and path, for a bad field', () => {
    expect(configError(() => parseSiteConfig(siteYaml('    - type: clock', '      timeZone: 2', '      hands: 3'), 'site.yaml', schema)).message).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:13:17 navbar.items[0].timeZone: expected a string, got 2.
        site.yaml:14:7 navbar.items[0].hands: unknown key; check the spelling or remove it.
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('is unknown to the site\'s registry, which says so in the words of every unknown type', () => {
    expect(configError(() => parseSiteConfig(CLOCK_ON_THE_BAR)).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:13 navbar.items[0].type: No NavbarItem component found for type "clock".
      Fix it in site.yaml; nothing was built from it."
    `);
    expect(navbarItemRegistry.has('clock')).toBe(false);
    expect(registry.types).toEqual([...navbarItemRegistry.types, 'clock']);
  });

  it('renders on the bar and in the mobile menu with its own components', () => {
    const { value } = parseSiteConfig(CLOCK_ON_THE_BAR, 'site.yaml', schema);
    const bar = renderNavbar(value.navbar.items);
    expect(bar.container.querySelector('time.navbar-item.navbar-clock')!.textContent).toBe('12:00 PM');
    expect(screen.getByRole('link', { name: 'Versions' })).toBeTruthy();
    bar.unmount();
    const menu = renderNavbar(value.navbar.items, 'mobile');
    expect(menu.container.querySelector('li.menu-item > time.menu-link.navbar-clock')!.textContent).toBe('12:00 PM');
  });

  it('may stand in a dropdown, since its definition gives a dropdown entry schema, and renders there', () => {
    const { value } = parseSiteConfig(CLOCK_IN_A_DROPDOWN, 'site.yaml', schema);
    expect(value.navbar.items[0]).toMatchObject({ type: 'dropdown', items: [{ type: 'clock', timeZone: 'Asia/Tokyo' }] });
    renderNavbar(value.navbar.items);
    const menu = document.getElementById(screen.getByRole('button', { name: 'More' }).getAttribute('aria-controls')!)!;
    expect(within(menu).getByText('7:00 PM').closest('li.menu-item')).not.toBeNull();
  });

  it('appears in the JSON Schema editors read, on the bar and in dropdowns, with its descriptions', () => {
    const text = JSON.stringify(siteJsonSchema(schema));
    const clocks = text.match(/"const":"clock"/g) ?? [];
    // navbar.items, and the entries of the three menus: dropdown items, and the items before and after the versions and the locales.
    expect(clocks).toHaveLength(6);
    expect(text).toContain('IANA time zone to show, such as \\"Europe/Paris\\".');
    expect(JSON.stringify(siteJsonSchema())).not.toContain('"const":"clock"');
  });
});
