import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { DocsMetadata } from '../src/shared/docs-metadata';

/** What the schema of every navbar item and dropdown entry gives: an object tagged with its type. */
export interface TaggedItem {
  type: string;
}

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
}

export interface NavbarItemProps<Item> {
  item: Item;
}

export type NavbarItemComponent<Item> = (props: NavbarItemProps<Item>) => ReactNode;

/**
 * How a type looks: on the bar; in the mobile menu, as an item or as an entry of a menu opened
 * there; and as an entry of a dropdown on the bar.
 */
export interface NavbarItemRenderer<Item, Entry> {
  Desktop: NavbarItemComponent<Item>;
  Mobile: NavbarItemComponent<Item | Entry>;
  InDropdown: NavbarItemComponent<Entry>;
}

/**
 * A navbar item type: what site.yaml may write for it (its schema, and the schema of its entry
 * in a dropdown if it may stand there), what the build checks about it, and how it renders.
 * `Item` and `Entry` are what those schemas give.
 */
export interface NavbarItemType<Item extends TaggedItem, Entry extends TaggedItem = never> {
  readonly type: Item['type'];
  /**
   * The schema of the item. A menu's schema is made from the schema of the entries a dropdown
   * may hold, which the registry knows; every other type's ignores it.
   */
  schema(entry: ItemSchema): ItemSchema<Item>;
  readonly dropdownEntry: ItemSchema<Entry> | undefined;
  /** The fields of a menu that list dropdown entries; each entry is checked by its own type. */
  readonly entryLists: readonly string[];
  /** Cross-references the schema cannot see, such as a doc id that must exist. */
  check?(item: Item | Entry, context: ConfigContext): ItemProblem[];
  /** The internal links the item makes, for the broken-link check. */
  links?(item: Item | Entry): ItemLink[];
  readonly renderer: NavbarItemRenderer<Item, Entry>;
}

type Check<Item> = (item: Item, context: ConfigContext) => ItemProblem[];
type Links<Item> = (item: Item) => ItemLink[];

/**
 * The components of a type as its definition gives them: Mobile and InDropdown default to
 * Desktop, which must then take the type's dropdown entries too.
 */
type Renderers<Item, Entry> =
  | { Desktop: NavbarItemComponent<Item>; Mobile: NavbarItemComponent<Item | Entry>; InDropdown: NavbarItemComponent<Entry> }
  | { Desktop: NavbarItemComponent<Item | Entry>; Mobile?: NavbarItemComponent<Item | Entry>; InDropdown?: NavbarItemComponent<Entry> };

/** The fields of an item that hold a list of `type`-tagged entries. */
type EntryListKey<Item> = { [Key in keyof Item]-?: Item[Key] extends readonly TaggedItem[] ? Key : never }[keyof Item] & string;

/**
 * Defines a navbar item type. Its components take what its schema gives (`z.output`), and what
 * its dropdown entry schema gives where entries reach them; `check` and `links` take either.
 */
export function defineNavbarItemType<Item extends TaggedItem, Entry extends TaggedItem = never>(spec: {
  type: Item['type'];
  schema: ItemSchema<Item>;
  /** Its schema as an entry of a dropdown (its schema without `position`): only then may it stand there. */
  dropdownEntry?: ItemSchema<Entry>;
  check?: Check<NoInfer<Item | Entry>>;
  links?: Links<NoInfer<Item | Entry>>;
  renderer: NoInfer<Renderers<Item, Entry>>;
}): NavbarItemType<Item, Entry>;
// The signature above makes Desktop take entries whenever it stands in for Mobile or InDropdown.
export function defineNavbarItemType({
  schema,
  dropdownEntry,
  renderer: { Desktop, Mobile = Desktop, InDropdown = Desktop },
  ...spec
}: TypeSpec): NavbarItemType<TaggedItem, TaggedItem> {
  return { ...spec, schema: () => schema, dropdownEntry, entryLists: [], renderer: { Desktop, Mobile, InDropdown } };
}

interface MenuSpec<Item extends TaggedItem, Entry extends TaggedItem> {
  type: Item['type'];
  schema: (entry: ItemSchema<Entry>) => ItemSchema<Item>;
  entryLists: ReadonlyArray<EntryListKey<NoInfer<Item>>>;
  check?: Check<NoInfer<Item>>;
  links?: Links<NoInfer<Item>>;
  renderer: NoInfer<{ Desktop: NavbarItemComponent<Item>; Mobile?: NavbarItemComponent<Item> }>;
}

/**
 * Defines a menu: a type whose `entryLists` fields list dropdown entries. Its schema is made
 * from the schema of an entry, so that the entries of every registered type may stand in it;
 * the build checks each entry with its own type and collects its links.
 */
export function defineNavbarMenuType<Item extends TaggedItem, Entry extends TaggedItem>({
  renderer: { Desktop, Mobile = Desktop },
  ...spec
}: MenuSpec<Item, Entry>): NavbarItemType<Item> {
  // A menu never stands in a dropdown (the schema refuses it there): its InDropdown is never reached.
  return { ...spec, dropdownEntry: undefined, renderer: { Desktop, Mobile, InDropdown: Desktop } };
}

/** What a type definition takes, with the types of its items forgotten. */
interface TypeSpec {
  type: string;
  schema: ItemSchema;
  dropdownEntry?: ItemSchema;
  check?: Check<TaggedItem>;
  links?: Links<TaggedItem>;
  renderer: Renderers<TaggedItem, TaggedItem>;
}
