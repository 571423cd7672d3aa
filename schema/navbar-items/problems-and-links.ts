import { UnknownNavbarItemTypeError } from '../../src/shared/unknown-navbar-item-type';
import type { AnyNavbarItemSchemas, ConfigContext, ItemLink, ItemProblem, TaggedItem } from './define';

function schemaOf(map: AnyNavbarItemSchemas, item: TaggedItem) {
  // The site schema admits only the map's types; this throws should another ever reach it.
  const schema = map[item.type];
  if (schema === undefined) throw new UnknownNavbarItemTypeError(item.type);
  return schema;
}

/** The entries a dropdown type lists, each with the field that lists it and its place there; none for an item of another type. */
function dropdownEntries(
  map: AnyNavbarItemSchemas,
  item: TaggedItem,
): Array<{ list: string; index: number; entry: TaggedItem }> {
  return schemaOf(map, item).entryLists.flatMap((list) =>
    ((item as unknown as Record<string, readonly TaggedItem[]>)[list] ?? []).map((entry, index) => ({
      list,
      index,
      entry,
    })),
  );
}

/**
 * What the type of an item finds in it, then what each entry's type finds in it if the item is
 * a dropdown, with paths from the item.
 */
function collect<Found extends { path: ItemProblem['path'] }>(
  map: AnyNavbarItemSchemas,
  item: TaggedItem,
  find: (item: TaggedItem) => Found[],
): Found[] {
  return [
    ...find(item),
    ...dropdownEntries(map, item).flatMap(({ list, index, entry }) =>
      collect(map, entry, find).map((found) => ({ ...found, path: [list, index, ...found.path] })),
    ),
  ];
}

/** The problems of an item's docs-references, a dropdown's entries' included. */
export function navbarItemProblems(map: AnyNavbarItemSchemas, item: TaggedItem, context: ConfigContext): ItemProblem[] {
  return collect(map, item, (one) => schemaOf(map, one).check?.(one, context) ?? []);
}

/** The internal links of an item, a dropdown's entries' included. */
export function navbarItemLinks(map: AnyNavbarItemSchemas, item: TaggedItem): ItemLink[] {
  return collect(map, item, (one) => schemaOf(map, one).links?.(one) ?? []);
}
