import { describe, expect, it } from 'vitest';
import { createRegistry, type RegistryErrors } from '../../registry/create-registry';

/** Errors in the words of a registry of colours, to tell them from anything createRegistry might say itself. */
const errors: RegistryErrors = {
  unknown: (name, registered) => new Error(`no colour "${name}"; there are ${registered.join(' and ')}`),
  duplicate: (name) => new Error(`"${name}" is a colour already`),
};

describe('createRegistry', () => {
  it('resolves the entries it was created with, in order', () => {
    const registry = createRegistry(errors, [['red', 'R'], ['blue', 'B']]);
    expect(registry.names).toEqual(['red', 'blue']);
    expect(registry.has('red')).toBe(true);
    expect(registry.resolve('blue')).toBe('B');
  });

  it('starts empty without entries', () => {
    const registry = createRegistry<number>(errors);
    expect(registry.names).toEqual([]);
    expect(registry.has('red')).toBe(false);
  });

  it('throws its own unknown-name error, which is given the registered names', () => {
    const registry = createRegistry(errors, [['red', 1], ['blue', 2]]);
    expect(() => registry.resolve('green')).toThrow('no colour "green"; there are red and blue');
  });

  it('register returns a new registry and leaves the original untouched', () => {
    const original = createRegistry(errors, [['red', 1]]);
    const extended = original.register('green', 2);
    expect(extended.names).toEqual(['red', 'green']);
    expect(extended.resolve('green')).toBe(2);
    expect(original.names).toEqual(['red']);
    expect(original.has('green')).toBe(false);
    expect(() => original.resolve('green')).toThrow('no colour "green"; there are red');
  });

  it('two registrations on the same base do not see each other', () => {
    const base = createRegistry(errors, [['red', 1]]);
    expect(base.register('a', 2).names).toEqual(['red', 'a']);
    expect(base.register('b', 3).names).toEqual(['red', 'b']);
  });

  it('refuses a name twice, when registering and when created with it twice', () => {
    const registry = createRegistry(errors, [['red', 1]]).register('green', 2);
    expect(() => registry.register('red', 3)).toThrow('"red" is a colour already');
    expect(() => registry.register('green', 3)).toThrow('"green" is a colour already');
    expect(registry.resolve('red')).toBe(1);
    expect(() => createRegistry(errors, [['red', 1], ['red', 2]])).toThrow('"red" is a colour already');
  });

  it('cannot be changed in place: neither the registry nor its list of names', () => {
    const registry = createRegistry(errors, [['red', 1]]);
    expect(Object.isFrozen(registry)).toBe(true);
    expect(() => (registry.names as string[]).push('sneaky')).toThrow(TypeError);
    expect(registry.has('sneaky')).toBe(false);
  });
});
