import { z } from 'zod';
import { unknownNavbarItemTypeMessage } from '../../src/shared/unknown-navbar-item-type';
import type { EntryOfMap, ItemOfMap, ItemSchema, NavbarItemSchema, TaggedItem } from './define';

const quoteTypes = (types: readonly string[]) => types.map((type) => `"${type}"`).join(', ');

function nonEmpty<T>(list: readonly T[], what: string): [T, ...T[]] {
  const [first, ...rest] = list;
  if (first === undefined) throw new Error(`The map of navbar item schemas has no ${what}.`);
  return [first, ...rest];
}

/** The type an item that matched no type of the union gave, when it gave one. */
const givenType = (issue: z.core.$ZodRawIssue): unknown =>
  issue.code === 'invalid_union' ? (issue.input as { type?: unknown } | undefined)?.type : undefined;

/** A type the map does not have names no component, which is how the navbar says it. */
const unknownType = (issue: z.core.$ZodRawIssue) => {
  const type = givenType(issue);
  return type === undefined ? undefined : unknownNavbarItemTypeMessage(type);
};

/**
 * An entry of a dropdown: an item of a type with a dropdown entry schema. A registered type that
 * may not stand there gets a message that says so, rather than "no such type".
 */
function dropdownEntrySchema<Entry extends TaggedItem>(
  entries: readonly ItemSchema<Entry>[],
  types: { allowed: readonly string[]; refused: readonly string[]; dropdowns: readonly string[] },
): ItemSchema<Entry> {
  return z.discriminatedUnion('type', nonEmpty(entries, 'type that may stand in a dropdown'), {
    error: (issue) => {
      const type = givenType(issue);
      if (typeof type !== 'string' || !types.refused.includes(type)) return unknownType(issue);
      if (types.dropdowns.includes(type)) {
        return `dropdowns cannot be nested: a "${type}" cannot stand in a dropdown; move it to navbar.items, or list its entries here`;
      }
      return `a "${type}" item cannot stand in a dropdown; the entries of a dropdown are ${quoteTypes(types.allowed)}`;
    },
  });
}

/**
 * Docusaurus reads an item without a type, or of type "default", as a dropdown when it lists
 * `items`, and as a link otherwise. Such an item is given that type here, so that it is checked
 * as one; in a dropdown, a dropdown is then refused as nested, as Docusaurus refuses it. (The
 * link's and the dropdown's schemas admit no type too, for the JSON Schema editors read.)
 */
function typeAsDocusaurusReadsIt<Schema extends z.ZodType>(schema: Schema, hasDropdown: boolean) {
  if (!hasDropdown) return schema;
  return z.preprocess((input) => {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
    const { type } = input as { type?: unknown };
    if (type !== undefined && type !== 'default') return input;
    return { ...input, type: 'items' in input ? 'dropdown' : 'link' };
  }, schema);
}

/** The schemas of a navbar item and of a dropdown entry, from a map of navbar item types. */
export function navbarItemUnions<
  Map extends Readonly<Record<string, NavbarItemSchema<string, TaggedItem, TaggedItem>>>,
>(map: Map): { item: ItemSchema<ItemOfMap<Map>>; entry: ItemSchema<EntryOfMap<Map>> } {
  const types = Object.values(map);
  const entryTypes = types.flatMap(({ type, dropdownEntry }) =>
    dropdownEntry === undefined ? [] : [{ type, dropdownEntry }],
  );
  const allowed = entryTypes.map(({ type }) => type);
  const hasDropdown = types.some(({ type }) => type === 'dropdown');
  const typedEntry = dropdownEntrySchema(
    entryTypes.map(({ dropdownEntry }) => dropdownEntry),
    {
      allowed,
      refused: types.map(({ type }) => type).filter((type) => !allowed.includes(type)),
      dropdowns: types.filter(({ entryLists }) => entryLists.length > 0).map(({ type }) => type),
    },
  );
  const entry = typeAsDocusaurusReadsIt(typedEntry, hasDropdown) as unknown as ItemSchema<EntryOfMap<Map>>;
  const item = typeAsDocusaurusReadsIt(
    z.discriminatedUnion(
      'type',
      nonEmpty(
        types.map((type) => type.schema(entry)),
        'type',
      ),
      { error: unknownType },
    ),
    hasDropdown,
  );
  return {
    item: item as unknown as ItemSchema<ItemOfMap<Map>>,
    entry: entry as unknown as ItemSchema<EntryOfMap<Map>>,
  };
}
