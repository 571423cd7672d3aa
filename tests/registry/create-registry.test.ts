import { describe, expect, it } from 'vitest';
import { createRegistry, DuplicateNavbarItemTypeError, UnknownNavbarItemTypeError } from '../../registry/create-registry';

describe('createRegistry', () => {
  it('resolves the entries it was created with, in order', () => {
    const registry = createRegistry({ link: 'L', html: 'H' });
    expect(registry.types).toEqual(['link', 'html']);
    expect(registry.has('link')).toBe(true);
    expect(registry.resolve('html')).toBe('H');
  });

  it('starts empty without entries', () => {
    const registry = createRegistry<number>();
    expect(registry.types).toEqual([]);
    expect(registry.has('link')).toBe(false);
  });

  it('throws the message a site owner sees for an unknown type', () => {
    const registry = createRegistry({ link: 1 });
    expect(() => registry.resolve('nope')).toThrow(/^No NavbarItem component found for type "nope"\.$/);
    expect(() => registry.resolve('nope')).toThrow(UnknownNavbarItemTypeError);
    try {
      registry.resolve('nope');
    } catch (error) {
      expect((error as UnknownNavbarItemTypeError).type).toBe('nope');
      expect((error as Error).name).toBe('UnknownNavbarItemTypeError');
    }
  });

  it('register returns a new registry and leaves the original untouched', () => {
    const original = createRegistry({ link: 1 });
    const extended = original.register('clock', 2);
    expect(extended.types).toEqual(['link', 'clock']);
    expect(extended.resolve('clock')).toBe(2);
    expect(original.types).toEqual(['link']);
    expect(original.has('clock')).toBe(false);
    expect(() => original.resolve('clock')).toThrow('No NavbarItem component found for type "clock".');
  });

  it('two registrations on the same base do not see each other', () => {
    const base = createRegistry({ link: 1 });
    const withA = base.register('a', 2);
    const withB = base.register('b', 3);
    expect(withA.types).toEqual(['link', 'a']);
    expect(withB.types).toEqual(['link', 'b']);
  });

  it('refuses to register a type twice', () => {
    const registry = createRegistry({ link: 1 }).register('clock', 2);
    expect(() => registry.register('link', 3)).toThrow(
      /^A navbar item type "link" is already registered; choose another name\.$/,
    );
    expect(() => registry.register('clock', 3)).toThrow(DuplicateNavbarItemTypeError);
    expect(registry.resolve('link')).toBe(1);
  });

  it('does not expose a way to change its list of types', () => {
    const registry = createRegistry({ link: 1 });
    const types = registry.types as string[];
    try {
      types.push('sneaky');
    } catch {
      // A frozen list is fine too.
    }
    expect(registry.has('sneaky')).toBe(false);
  });
});
