import { describe, expect, it } from 'vitest';
import { navbarItemSchemas, nonDropdownNavbarItemSchemas } from '../../registry/navbar-item-schemas';
import { navbarItemUnions } from '../../schema/navbar-items/item-unions';
import { parseSiteConfig } from '../../schema/parse';
import { MINIMAL_SITE_YAML, yamlLines } from '../schema/helpers';

const types = Object.keys(navbarItemSchemas);
const menus = types.filter((type) => !(type in nonDropdownNavbarItemSchemas));

describe("the site's navbar item schemas", () => {
  it('are keyed by the type each schema takes', () => {
    for (const [key, schema] of Object.entries(navbarItemSchemas)) expect(schema.type, key).toBe(key);
  });

  it('add the three menus to the other types, each listing entries', () => {
    expect(menus).toEqual(['dropdown', 'localeDropdown', 'docsVersionDropdown']);
    for (const type of menus)
      expect(navbarItemSchemas[type as keyof typeof navbarItemSchemas].entryLists.length, type).toBeGreaterThan(0);
  });

  it('each take an item of their type, on the right by default', () => {
    const minimal: Record<string, Record<string, unknown>> = {
      link: { label: 'A', to: '/a' },
      dropdown: { label: 'A', items: [{ type: 'link', label: 'B', to: '/b' }] },
      localeDropdown: {},
      search: {},
      doc: { docId: 'index' },
      docSidebar: { sidebarId: 'docsSidebar', label: 'Docs' },
      docsVersion: {},
      docsVersionDropdown: {},
      html: { value: '<b>hi</b>' },
      badge: { label: 'New', to: '/docs/' },
    };
    expect(Object.keys(minimal).sort()).toEqual([...types].sort());
    const { item } = navbarItemUnions(navbarItemSchemas);
    for (const type of types)
      expect(item.parse({ type, ...minimal[type] }), type).toMatchObject({ type, position: 'left' });
  });

  it('take entries in a dropdown only of the types whose schema gives an entry schema', () => {
    const { entry } = navbarItemUnions(navbarItemSchemas);
    const entryTypes = types.filter(
      (type) => navbarItemSchemas[type as keyof typeof navbarItemSchemas].dropdownEntry !== undefined,
    );
    expect(entry.parse({ type: 'badge', label: 'New', to: '/docs/' })).toEqual({
      type: 'badge',
      label: 'New',
      to: '/docs/',
      tone: 'brand',
    });
    expect(entry.safeParse({ type: 'search' }).error?.issues[0]?.message).toBe(
      `a "search" item cannot stand in a dropdown; the entries of a dropdown are ${entryTypes.map((type) => `"${type}"`).join(', ')}`,
    );
    expect(entry.safeParse({ type: 'dropdown', label: 'Inner', items: [] }).error?.issues[0]?.message).toMatch(
      /^dropdowns cannot be nested/,
    );
  });

  it('include the badge, which site.yaml may use', () => {
    const text =
      MINIMAL_SITE_YAML +
      yamlLines('navbar:', '  items:', '    - type: badge', '      label: New in 2.2', '      to: /docs/');
    expect(parseSiteConfig(text).value.navbar.items).toEqual([
      { type: 'badge', label: 'New in 2.2', to: '/docs/', tone: 'brand', position: 'left' },
    ]);
  });
});
