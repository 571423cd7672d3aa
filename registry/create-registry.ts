/**
 * An immutable map from a navbar item type to what handles it. `register` returns a new
 * registry, so the built-in set can never be changed behind a caller's back.
 */
export interface Registry<T> {
  readonly types: readonly string[];
  has(type: string): boolean;
  register(type: string, entry: T): Registry<T>;
  resolve(type: string): T;
}

export class UnknownNavbarItemTypeError extends Error {
  constructor(readonly type: string) {
    super(`No NavbarItem component found for type "${type}".`);
    this.name = 'UnknownNavbarItemTypeError';
  }
}

export class DuplicateNavbarItemTypeError extends Error {
  constructor(readonly type: string) {
    super(`A navbar item type "${type}" is already registered; choose another name.`);
    this.name = 'DuplicateNavbarItemTypeError';
  }
}

export function createRegistry<T>(entries: Readonly<Record<string, T>> = {}): Registry<T> {
  const map: ReadonlyMap<string, T> = new Map(Object.entries(entries));
  return {
    types: [...map.keys()],
    has: (type) => map.has(type),
    register(type, entry) {
      if (map.has(type)) throw new DuplicateNavbarItemTypeError(type);
      return createRegistry({ ...Object.fromEntries(map), [type]: entry });
    },
    resolve(type) {
      const entry = map.get(type);
      if (entry === undefined) throw new UnknownNavbarItemTypeError(type);
      return entry;
    },
  };
}
