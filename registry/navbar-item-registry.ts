import { createRegistry, type Registry } from './create-registry';
import type { NavbarItemType, TaggedItem } from './navbar-item-type';

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

/**
 * The navbar item types a site may use. `Item` is the union of what their schemas give, `Entry`
 * the union of what their dropdown entry schemas give.
 */
export interface NavbarItemRegistry<Item extends TaggedItem, Entry extends TaggedItem> {
  /** The names of the registered types, in the order of registration. */
  readonly types: readonly string[];
  has(type: string): boolean;
  /** A new registry with one more type; this one stays as it was. */
  register<I extends TaggedItem, E extends TaggedItem>(type: NavbarItemType<I, E>): NavbarItemRegistry<Item | I, Entry | E>;
  /** The type registered as `type`, typed for the items of that name. */
  resolve<T extends string>(type: T): NavbarItemType<Extract<Item, { type: T }>, Extract<Entry, { type: T }>>;
  /** The type of an item or entry, typed for every item and entry. */
  typeOf(item: Item | Entry): NavbarItemType<Item, Entry>;
}

/** What the registry stores: a type whose items it has forgotten; `resolve` gives them back. */
type StoredType = NavbarItemType<TaggedItem, TaggedItem>;

const errors = {
  unknown: (type: string) => new UnknownNavbarItemTypeError(type),
  duplicate: (type: string) => new DuplicateNavbarItemTypeError(type),
};

function typedRegistry<Item extends TaggedItem, Entry extends TaggedItem>(stored: Registry<StoredType>): NavbarItemRegistry<Item, Entry> {
  return Object.freeze({
    types: stored.names,
    has: (type: string) => stored.has(type),
    register: <I extends TaggedItem, E extends TaggedItem>(type: NavbarItemType<I, E>) =>
      typedRegistry<Item | I, Entry | E>(stored.register(type.type, type as unknown as StoredType)),
    resolve: <T extends string>(type: T) => stored.resolve(type) as unknown as NavbarItemType<Extract<Item, { type: T }>, Extract<Entry, { type: T }>>,
    typeOf: (item: Item | Entry) => stored.resolve(item.type) as unknown as NavbarItemType<Item, Entry>,
  });
}

/** A registry without types: each `register` returns one with one more. */
export function createNavbarItemRegistry(): NavbarItemRegistry<never, never> {
  return typedRegistry(createRegistry<StoredType>(errors));
}

/**
 * The entries a menu lists, each with the field that lists it and its place there; none for an
 * item of another type. A menu's schema makes each of its entry lists a list of entries.
 */
export function menuEntries<Item extends TaggedItem, Entry extends TaggedItem>(
  registry: NavbarItemRegistry<Item, Entry>,
  item: Item | Entry,
): Array<{ list: string; index: number; entry: Entry }> {
  return registry.typeOf(item).entryLists.flatMap((list) => ((item as unknown as Record<string, readonly Entry[]>)[list] ?? []).map((entry, index) => ({ list, index, entry })));
}

/** What the items of a registry's types may be. */
export type ItemOf<R> = R extends NavbarItemRegistry<infer Item, infer _Entry> ? Item : never;
/** What the dropdown entries of a registry's types may be. */
export type EntryOf<R> = R extends NavbarItemRegistry<infer _Item, infer Entry> ? Entry : never;
