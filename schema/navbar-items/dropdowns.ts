import type { AnyNavbarItemSchemas, EntryOfMap } from './define';
import { docsVersionDropdownItem } from './docs-version-dropdown-item';
import { dropdownItem } from './dropdown-item';
import { localeDropdownItem } from './locale-dropdown-item';

/**
 * A map of navbar item types with the dropdown types added, whose entries are items of those types that
 * may stand in a dropdown.
 */
export function withDropdowns<Types extends AnyNavbarItemSchemas>(types: Types) {
  type Entry = EntryOfMap<Types>;
  return Object.freeze({
    ...types,
    dropdown: dropdownItem<Entry>(),
    localeDropdown: localeDropdownItem<Entry>(),
    docsVersionDropdown: docsVersionDropdownItem<Entry>(),
  });
}
