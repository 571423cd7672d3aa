/**
 * An immutable map from a name to what it stands for. `register` returns a new registry, so a
 * registry handed out can never be changed behind its holder's back.
 */
export interface Registry<T> {
  readonly names: readonly string[];
  has(name: string): boolean;
  register(name: string, entry: T): Registry<T>;
  resolve(name: string): T;
}

/** What a registry throws, in the words of what it registers. */
export interface RegistryErrors {
  unknown(name: string, registered: readonly string[]): Error;
  duplicate(name: string): Error;
}

/** A registry of `entries`, in their order; a name given twice throws the duplicate error. */
export function createRegistry<T>(errors: RegistryErrors, entries: ReadonlyArray<readonly [string, T]> = []): Registry<T> {
  return entries.reduce((registry, [name, entry]) => registry.register(name, entry), registryOf(errors, new Map<string, T>()));
}

function registryOf<T>(errors: RegistryErrors, map: ReadonlyMap<string, T>): Registry<T> {
  const names = Object.freeze([...map.keys()]);
  return Object.freeze({
    names,
    has: (name: string) => map.has(name),
    register(name: string, entry: T) {
      if (map.has(name)) throw errors.duplicate(name);
      return registryOf(errors, new Map([...map, [name, entry]]));
    },
    resolve(name: string) {
      const entry = map.get(name);
      if (entry === undefined) throw errors.unknown(name, names);
      return entry;
    },
  });
}
