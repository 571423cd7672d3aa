import { describe, expect, it, vi } from 'vitest';
import { customNavbarItemRenderers } from '../../registry/custom/renderers';
import { customNavbarItemSpecs } from '../../registry/custom/specs';
import { navbarItemSpecs } from '../../registry/navbar-item-specs';
import { navbarItemRenderers } from '../../registry/navbar-items';
import { siteConfigSchema } from '../../schema';
import { parseSiteConfig } from '../../schema/parse';

const BUILT_IN = ['link', 'dropdown', 'localeDropdown', 'search', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'html'];

describe('navbar item registries', () => {
  it('the load-time specs and the render-time renderers list exactly the same types', () => {
    expect([...navbarItemRenderers.types].sort()).toEqual([...navbarItemSpecs.types].sort());
  });

  it('the site\'s own types have both halves under the same names', () => {
    expect(customNavbarItemRenderers.map(([type]) => type).sort()).toEqual(customNavbarItemSpecs.map(([type]) => type).sort());
  });

  it('lists the nine built-in types, then the site\'s own badge', () => {
    expect(navbarItemSpecs.types).toEqual([...BUILT_IN, 'badge']);
    expect(navbarItemRenderers.types).toEqual([...BUILT_IN, 'badge']);
  });

  it('registers every built-in renderer whichever renderer module is imported first', async () => {
    vi.resetModules();
    await import('../../renderers/navbar/locale-dropdown/LocaleDropdownNavbarItem');
    const { navbarItemRenderers: fresh } = await import('../../registry/navbar-items');
    for (const type of [...BUILT_IN, 'badge']) expect(typeof fresh.resolve(type).Desktop, type).toBe('function');
  });

  it('every renderer has a Desktop component', () => {
    for (const type of navbarItemRenderers.types) {
      expect(typeof navbarItemRenderers.resolve(type).Desktop, type).toBe('function');
    }
  });

  it('every spec schema accepts its own type, so site.yaml may use every registered type', () => {
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
    expect(Object.keys(minimal).sort()).toEqual([...navbarItemSpecs.types].sort());
    for (const type of navbarItemSpecs.types) {
      const parsed = navbarItemSpecs.resolve(type).schema.parse({ type, ...minimal[type] }) as { type: string; position: string };
      expect(parsed.type).toBe(type);
      expect(parsed.position).toBe('right');
    }
  });

  it('the badge type is usable from site.yaml', () => {
    const text = [
      'title: T',
      'url: https://example.org',
      'favicon: f.svg',
      'docs:',
      '  versions: [{ name: current, label: Next, path: /docs, sidebar: s }]',
      'navbar:',
      '  items:',
      '    - type: badge',
      '      label: New in 2.2',
      '      to: /docs/',
      '',
    ].join('\n');
    expect(parseSiteConfig(text, 'site.yaml', siteConfigSchema).value.navbar.items).toEqual([
      { type: 'badge', label: 'New in 2.2', to: '/docs/', tone: 'brand', position: 'right' },
    ]);
  });
});
