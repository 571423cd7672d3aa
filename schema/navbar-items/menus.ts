import type { AnyNavbarItemSchemas, EntryOfMap } from './define';
import { docsVersionDropdownMenu } from './docs-version-dropdown-item';
import { dropdownMenu } from './dropdown-item';
import { localeDropdownMenu } from './locale-dropdown-item';

/**
 * A map of navbar item types with the menus added, whose entries are items of those types that
 * may stand in a dropdown.
 */
export function withMenus<Types extends AnyNavbarItemSchemas>(types: Types) {
  type Entry = EntryOfMap<Types>;
  return Object.freeze({
    ...types,
    dropdown: dropdownMenu<Entry>(),
    localeDropdown: localeDropdownMenu<Entry>(),
    docsVersionDropdown: docsVersionDropdownMenu<Entry>(),
  });
}
