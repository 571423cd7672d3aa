import type { z } from 'zod';
import type { DocsMetadata } from '../../src/shared/docs-metadata';

import type { TaggedItem } from '../../src/shared/tagged-item';

export type { TaggedItem };

/** The schema of a navbar item or a dropdown entry: a `type`-tagged object schema. */
export type ItemSchema<Item extends TaggedItem = TaggedItem> = z.ZodType<Item> & z.core.$ZodTypeDiscriminable;

/** Where a problem is, relative to the item, and what it is. */
export interface ItemProblem {
  path: ReadonlyArray<string | number>;
  message: string;
  /** Point at the last key of the path rather than at its value (a key that names something). */
  atKey?: boolean;
}

/** What a check may consult besides the item itself. */
export interface ConfigContext {
  docs: DocsMetadata;
  locales: readonly string[];
  localeConfigs: Readonly<Record<string, unknown>>;
}

/** An internal link an item makes, and where (relative to the item) it is written. */
export interface ItemLink {
  path: ReadonlyArray<string | number>;
  to: string;
  /** Written in HTML, where an href without a leading slash is relative to the page, and refused. */
  inHtml?: boolean;
}

/**
 * What site.yaml may write for a navbar item type, and what the build checks about it. `Item`
 * is what its schema gives on the bar, `Entry` what it gives as an entry of a dropdown (never,
 * for a type that may not stand there).
 */
export interface NavbarItemSchema<
  Type extends string = string,
  Item extends TaggedItem = TaggedItem,
  Entry extends TaggedItem = never,
> {
  readonly type: Type;
  /**
   * The schema of the item. A dropdown type's is made from the schema of the entries a dropdown may
   * hold, which only the whole map of types knows; every other type's ignores it.
   */
  schema(entry: ItemSchema): ItemSchema<Item>;
  readonly dropdownEntry: ItemSchema<Entry> | undefined;
  /** The fields of a dropdown type that list dropdown entries; each entry is checked by its own type. */
  readonly entryLists: readonly string[];
  /** Cross-references the schema cannot see, such as a doc id that must exist. */
  check?(item: Item | Entry, context: ConfigContext): ItemProblem[];
  /** The internal links the item makes, for the broken-link check. */
  links?(item: Item | Entry): ItemLink[];
}

/** What a navbar item type's schema gives on the bar. */
export type ItemOf<S> = S extends NavbarItemSchema<string, infer Item, infer _Entry> ? Item : never;
/** What a navbar item type's schema gives as an entry of a dropdown. */
export type EntryOf<S> = S extends NavbarItemSchema<string, infer _Item, infer Entry> ? Entry : never;

type Check<Item> = (item: Item, context: ConfigContext) => ItemProblem[];
type Links<Item> = (item: Item) => ItemLink[];

/**
 * Defines the schema of a navbar item type: its item on the bar, and its entry in a dropdown if
 * it may stand there; `check` and `links` take either.
 */
export function defineNavbarItemSchema<Item extends TaggedItem, Entry extends TaggedItem = never>(spec: {
  type: Item['type'];
  schema: ItemSchema<Item>;
  /** Its schema as an entry of a dropdown (its schema without `position`): only then may it stand there. */
  dropdownEntry?: ItemSchema<Entry>;
  check?: Check<NoInfer<Item | Entry>>;
  links?: Links<NoInfer<Item | Entry>>;
}): NavbarItemSchema<Item['type'], Item, Entry> {
  const { schema, dropdownEntry, ...rest } = spec;
  return { ...rest, schema: () => schema, dropdownEntry, entryLists: [] };
}

/**
 * Defines the schema of a dropdown type (dropdown, localeDropdown, docsVersionDropdown): a type whose `entryLists` fields list dropdown entries. Its
 * schema is made from the schema of an entry, so that the entries of every type in the map may
 * stand in it; the build checks each entry with its own type and collects its links. `Entry` is
 * what those entries are, which the map names (registry/navbar-item-schemas.ts).
 */
export function defineNavbarDropdownSchema<Item extends TaggedItem, Entry extends TaggedItem>(spec: {
  type: Item['type'];
  schema: (entry: ItemSchema<Entry>) => ItemSchema<Item>;
  /** The fields of the item that list dropdown entries. */
  entryLists: ReadonlyArray<keyof NoInfer<Item> & string>;
  check?: Check<NoInfer<Item>>;
  links?: Links<NoInfer<Item>>;
}): NavbarItemSchema<Item['type'], Item> {
  // The map hands a dropdown type the union of its types' entry schemas, which gives `Entry`.
  const schema = spec.schema as (entry: ItemSchema) => ItemSchema<Item>;
  return { ...spec, schema, dropdownEntry: undefined };
}

/** The type a navbar item schema takes. */
type TypeOfSchema<Schema> = Schema extends { readonly type: infer Type extends string } ? Type : never;

/**
 * Each entry of a map as the registry must write it: its schema when the key is that schema's
 * type, and otherwise a sentence naming both, which is what the compiler then prints at that line.
 */
export type KeysNameTheirTypes<Map> = {
  readonly [Key in keyof Map]: [TypeOfSchema<Map[Key]>] extends [Key]
    ? Map[Key]
    : `Key "${Key & string}" holds the schema of type "${TypeOfSchema<Map[Key]>}"`;
};

/** A map of schemas keyed by the type each takes, whatever its keys are. */
export type KeyedByType<Map> = { readonly [Key in keyof Map as TypeOfSchema<Map[Key]>]: Map[Key] };

/**
 * A map from type name to the schema of that type, as the registry keeps it. A key that is not
 * its schema's type is one error, at its entry, naming both. The map's type is keyed by each
 * schema's own type, which a map that compiles is too, so nothing that reads the map fails as well.
 */
export const defineNavbarItemSchemaMap = <const Map extends AnyNavbarItemSchemas>(
  map: KeysNameTheirTypes<Map>,
): KeyedByType<Map> => Object.freeze(map) as unknown as KeyedByType<Map>;

/** An item of any type of a map, as site.yaml gives it. */
export type ItemOfMap<Map> = { [Type in keyof Map]: ItemOf<Map[Type]> }[keyof Map];
/** A dropdown entry of any type of a map, as site.yaml gives it. */
export type EntryOfMap<Map> = { [Type in keyof Map]: EntryOf<Map[Type]> }[keyof Map];

/** Any map of navbar item types, their items forgotten. */
export type AnyNavbarItemSchemas = Readonly<Record<string, NavbarItemSchema<string, TaggedItem, TaggedItem>>>;
