import { menuEntries, type NavbarItemRegistry } from '../../../registry/navbar-item-registry';
import type { ConfigContext, ItemLink, ItemProblem, TaggedItem } from '../../../registry/navbar-item-type';

/**
 * What the type of an item finds in it, then what each entry's type finds in it if the item is
 * a menu, with paths from the item.
 */
function collect<Item extends TaggedItem, Entry extends TaggedItem, Found extends { path: ItemProblem['path'] }>(
  registry: NavbarItemRegistry<Item, Entry>,
  item: Item | Entry,
  find: (item: Item | Entry) => Found[],
): Found[] {
  return [
    ...find(item),
    ...menuEntries(registry, item).flatMap(({ list, index, entry }) => collect(registry, entry, find).map((found) => ({ ...found, path: [list, index, ...found.path] }))),
  ];
}

/** The problems of an item's cross-references, a menu's entries' included. */
export function navbarItemProblems<Item extends TaggedItem, Entry extends TaggedItem>(
  registry: NavbarItemRegistry<Item, Entry>,
  item: Item | Entry,
  context: ConfigContext,
): ItemProblem[] {
  return collect(registry, item, (one) => registry.typeOf(one).check?.(one, context) ?? []);
}

/** The internal links of an item, a menu's entries' included. */
export function navbarItemLinks<Item extends TaggedItem, Entry extends TaggedItem>(registry: NavbarItemRegistry<Item, Entry>, item: Item | Entry): ItemLink[] {
  return collect(registry, item, (one) => registry.typeOf(one).links?.(one) ?? []);
}
