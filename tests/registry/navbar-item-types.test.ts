import { describe, expect, it, vi } from 'vitest';
import { navbarItemRegistry } from '../../registry/navbar-item-types';
import { navbarItemSchemas } from '../../schema/navbar-item-schemas';
import { parseSiteConfig } from '../../schema/parse';
import { MINIMAL_SITE_YAML, yamlLines } from '../schema/helpers';

const BUILT_IN = ['link', 'search', 'doc', 'docSidebar', 'docsVersion', 'html'];
const MENUS = ['dropdown', 'localeDropdown', 'docsVersionDropdown'];

describe('the site\'s navbar item types', () => {
  it('are the built-in ones, the site\'s own badge, then the menus', () => {
    expect(navbarItemRegistry.types).toEqual([...BUILT_IN, 'badge', ...MENUS]);
  });

  it('each render on the bar and in the mobile menu, and in dropdowns where they may stand', () => {
    for (const type of navbarItemRegistry.types) {
      const { renderer } = navbarItemRegistry.resolve(type);
      expect([typeof renderer.Desktop, typeof renderer.Mobile, typeof renderer.InDropdown], type).toEqual(['function', 'function', 'function']);
    }
  });

  it('are all registered whichever component module the browser loads first', async () => {
    // The menus render their entries through the navbar, which the registry reaches through context.
    vi.resetModules();
    await import('../../renderers/navbar/locale-dropdown/LocaleDropdownNavbarItem');
    const { navbarItemRegistry: fresh } = await import('../../registry/navbar-item-types');
    expect(fresh.types).toEqual([...BUILT_IN, 'badge', ...MENUS]);
  });

  it('each have a schema that takes an item of the type, on the right by default', () => {
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
    expect(Object.keys(minimal).sort()).toEqual([...navbarItemRegistry.types].sort());
    const { item } = navbarItemSchemas(navbarItemRegistry);
    for (const type of navbarItemRegistry.types) expect(item.parse({ type, ...minimal[type] }), type).toMatchObject({ type, position: 'right' });
  });

  it('take entries in a dropdown only of the types whose definition gives an entry schema', () => {
    const { entry } = navbarItemSchemas(navbarItemRegistry);
    expect(entry.parse({ type: 'badge', label: 'New', to: '/docs/' })).toEqual({ type: 'badge', label: 'New', to: '/docs/', tone: 'brand' });
    expect(entry.safeParse({ type: 'search' }).error?.issues[0]?.message).toBe(
      'a "search" item cannot stand in a dropdown; the entries of a dropdown are "link", "doc", "docSidebar", "docsVersion", "html", "badge"',
    );
    expect(entry.safeParse({ type: 'dropdown', label: 'Inner', items: [] }).error?.issues[0]?.message).toMatch(/^dropdowns cannot be nested/);
  });

  it('include the badge, which site.yaml may use', () => {
    const text = MINIMAL_SITE_YAML + yamlLines('navbar:', '  items:', '    - type: badge', '      label: New in 2.2', '      to: /docs/');
    expect(parseSiteConfig(text).value.navbar.items).toEqual([{ type: 'badge', label: 'New in 2.2', to: '/docs/', tone: 'brand', position: 'right' }]);
  });
});
