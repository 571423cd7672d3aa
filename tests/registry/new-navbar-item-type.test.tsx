// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { navbarItemComponents } from '../../registry/navbar-item-components';
import { navbarItemSchemas, nonDropdownNavbarItemSchemas } from '../../registry/navbar-item-schemas';
import { createSiteConfigSchema } from '../../schema';
import { defineNavbarItemSchemaMap, type ItemOfMap } from '../../schema/navbar-items/define';
import { withDropdowns } from '../../schema/navbar-items/dropdowns';
import { parseSiteConfig } from '../../schema/parse';
import { siteJsonSchema } from '../../src/node/config/json-schema';
import { NavbarItemList } from '../../src/client/navbar/NavbarItem';
import { clockItem, type ClockItem } from '../fixtures/navbar-item-types/clock-item';
import { clockNavbarItem } from '../fixtures/navbar-item-types/ClockNavbarItem';
import { configError, MINIMAL_SITE_YAML, yamlLines } from '../schema/helpers';
import { renderInApp } from '../src/client/render';

// A new type is two files and one line in each map, as the README shows: its schema
// (tests/fixtures/navbar-item-types/clock-item.ts) and its components (ClockNavbarItem.tsx beside it),
// here added to copies of the maps of registry/navbar-item-schemas.ts and
// registry/navbar-item-components.ts, built the same way.
const schemas = withDropdowns(defineNavbarItemSchemaMap({ ...nonDropdownNavbarItemSchemas, clock: clockItem }));
const components = { ...navbarItemComponents, clock: clockNavbarItem };
const schema = createSiteConfigSchema(schemas);

const siteYaml = (...items: string[]) => MINIMAL_SITE_YAML + yamlLines('navbar:', '  items:', ...items);
const CLOCK_ON_THE_BAR = siteYaml('    - type: clock', '      timeZone: Europe/Paris', '    - { type: link, label: Versions, to: /versions }');
const CLOCK_IN_A_DROPDOWN = siteYaml('    - type: dropdown', '      label: More', '      items:', '        - { type: clock, timeZone: Asia/Tokyo }');

/** Renders the items as the navbar does, with the components of the extended map. */
const renderNavbar = (items: ReadonlyArray<{ type: string }>, placement: 'desktop' | 'mobile' = 'desktop') =>
  renderInApp(
    <nav>
      <ul>
        <NavbarItemList items={items} placement={placement} />
      </ul>
    </nav>,
    { components },
  );

describe('a navbar item type added with its two files and one line in each map', () => {
  // 10:00 UTC, so noon in Paris and 7 PM in Tokyo whatever the machine's time zone.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2024-05-01T10:00:00Z'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('may be used in site.yaml: the item is parsed with its defaults, and typed as its schema gives it', () => {
    const { value } = parseSiteConfig(CLOCK_ON_THE_BAR, 'site.yaml', schema);
    expect(value.navbar.items).toEqual([
      { type: 'clock', position: 'left', timeZone: 'Europe/Paris' },
      { type: 'link', position: 'left', label: 'Versions', to: '/versions' },
    ]);
    expectTypeOf(value.navbar.items).items.toEqualTypeOf<ItemOfMap<typeof schemas>>();
    expectTypeOf<ClockItem>().toMatchTypeOf<ItemOfMap<typeof schemas>>();
    expect(parseSiteConfig(siteYaml('    - type: clock'), 'site.yaml', schema).value.navbar.items).toEqual([{ type: 'clock', position: 'left', timeZone: 'UTC' }]);
  });

  it('gets the friendly error, with line, column and path, for a bad field', () => {
    expect(configError(() => parseSiteConfig(siteYaml('    - type: clock', '      timeZone: 2', '      hands: 3'), 'site.yaml', schema)).message).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:13:17 navbar.items[0].timeZone: expected a string, got 2.
        site.yaml:14:7 navbar.items[0].hands: unknown key; check the spelling or remove it.
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('is unknown to the site\'s own maps, which say so in the words of every unknown type', () => {
    expect(configError(() => parseSiteConfig(CLOCK_ON_THE_BAR)).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:13 navbar.items[0].type: No NavbarItem component found for type "clock".
      Fix it in site.yaml; nothing was built from it."
    `);
    expect('clock' in navbarItemSchemas).toBe(false);
    expect(Object.keys(schemas).sort()).toEqual([...Object.keys(navbarItemSchemas), 'clock'].sort());
    expect(Object.keys(components).sort()).toEqual(Object.keys(schemas).sort());
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

  it('may stand in a dropdown, since its schema gives a dropdown entry schema, and renders there', () => {
    const { value } = parseSiteConfig(CLOCK_IN_A_DROPDOWN, 'site.yaml', schema);
    expect(value.navbar.items[0]).toMatchObject({ type: 'dropdown', items: [{ type: 'clock', timeZone: 'Asia/Tokyo' }] });
    renderNavbar(value.navbar.items);
    const menu = document.getElementById(screen.getByRole('button', { name: 'More' }).getAttribute('aria-controls')!)!;
    expect(within(menu).getByText('7:00 PM').closest('li.menu-item')).not.toBeNull();
  });

  it('appears in the JSON Schema editors read, on the bar and in dropdowns, with its descriptions', () => {
    const text = JSON.stringify(siteJsonSchema(schema));
    const clocks = text.match(/"const":"clock"/g) ?? [];
    // navbar.items, and every list of entries of every menu.
    const entryLists = Object.values(schemas).reduce((count, type) => count + type.entryLists.length, 0);
    expect(entryLists).toBeGreaterThan(0);
    expect(clocks).toHaveLength(1 + entryLists);
    expect(text).toContain('IANA time zone to show, such as \\"Europe/Paris\\".');
    expect(JSON.stringify(siteJsonSchema())).not.toContain('"const":"clock"');
  });
});
