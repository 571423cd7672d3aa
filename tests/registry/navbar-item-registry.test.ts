import { describe, expect, it } from 'vitest';
import {
  createNavbarItemRegistry,
  DuplicateNavbarItemTypeError,
  menuEntries,
  UnknownNavbarItemTypeError,
} from '../../registry/navbar-item-registry';
import { navbarItemRegistry } from '../../registry/navbar-item-types';
import { badgeItemType } from '../../renderers/navbar/badge';
import { dropdownItemType } from '../../renderers/navbar/dropdown';
import { linkItemType } from '../../renderers/navbar/link';

describe('a navbar item registry', () => {
  it('throws the message a site owner sees for an unknown type', () => {
    const registry = createNavbarItemRegistry().register(linkItemType);
    expect(() => registry.resolve('nope')).toThrow(/^No NavbarItem component found for type "nope"\.$/);
    try {
      registry.resolve('nope');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UnknownNavbarItemTypeError);
      expect((error as UnknownNavbarItemTypeError).type).toBe('nope');
      expect((error as Error).name).toBe('UnknownNavbarItemTypeError');
    }
  });

  it('registers on a copy, leaving the original as it was', () => {
    const base = createNavbarItemRegistry().register(linkItemType);
    const extended = base.register(badgeItemType);
    expect(extended.types).toEqual(['link', 'badge']);
    expect(extended.resolve('badge')).toBe(badgeItemType);
    expect(base.types).toEqual(['link']);
    expect(() => base.resolve('badge')).toThrow('No NavbarItem component found for type "badge".');
    expect(Object.isFrozen(base)).toBe(true);
  });

  it('refuses a type name twice', () => {
    const registry = createNavbarItemRegistry().register(linkItemType);
    expect(() => registry.register(linkItemType)).toThrow(/^A navbar item type "link" is already registered; choose another name\.$/);
    expect(() => registry.register(linkItemType)).toThrow(DuplicateNavbarItemTypeError);
  });

  it('finds the type of an item by its type name', () => {
    expect(navbarItemRegistry.typeOf({ type: 'badge', position: 'left', label: 'New', to: '/docs/', tone: 'brand' })).toBe(badgeItemType);
  });

  it('lists the entries of a menu with where each stands, and none for another item', () => {
    const link = { type: 'link' as const, label: 'A', to: '/a' };
    const html = { type: 'html' as const, value: '<hr>' };
    const dropdown = { type: 'dropdown' as const, position: 'right' as const, label: 'More', items: [link, html], dropdownActiveClassDisabled: false };
    expect(navbarItemRegistry.resolve('dropdown')).toBe(dropdownItemType);
    expect(menuEntries(navbarItemRegistry, dropdown)).toEqual([
      { list: 'items', index: 0, entry: link },
      { list: 'items', index: 1, entry: html },
    ]);
    expect(menuEntries(navbarItemRegistry, link)).toEqual([]);
  });
});
