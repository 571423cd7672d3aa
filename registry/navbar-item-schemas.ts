import { badgeItem } from '../schema/navbar-items/badge-item';
import { defineNavbarItemSchemaMap, type EntryOfMap, type ItemOfMap } from '../schema/navbar-items/define';
import { docItem } from '../schema/navbar-items/doc-item';
import { docSidebarItem } from '../schema/navbar-items/doc-sidebar-item';
import { docsVersionItem } from '../schema/navbar-items/docs-version-item';
import { htmlItem } from '../schema/navbar-items/html-item';
import { linkItem } from '../schema/navbar-items/link-item';
import { withDropdowns } from '../schema/navbar-items/dropdowns';
import { searchItem } from '../schema/navbar-items/search-item';

/**
 * The navbar item types site.yaml may use, by type name, for the build: what each may write and
 * what the build checks. Their components are keyed the same way in navbar-item-components.ts,
 * which the compiler holds to this map. A new type is an import and an entry here.
 */
export const nonDropdownNavbarItemSchemas = defineNavbarItemSchemaMap({
  link: linkItem,
  search: searchItem,
  doc: docItem,
  docSidebar: docSidebarItem,
  docsVersion: docsVersionItem,
  html: htmlItem,
  badge: badgeItem,
});

/** Every navbar item type: the ones above, and the dropdown types (dropdown, localeDropdown, docsVersionDropdown), which list entries of those. */
export const navbarItemSchemas = withDropdowns(nonDropdownNavbarItemSchemas);

/** An entry of a dropdown, as site.yaml gives it: an item of a type above that may stand there. */
export type DropdownEntryConfig = EntryOfMap<typeof nonDropdownNavbarItemSchemas>;

/** A navbar item, as site.yaml gives it. */
export type NavbarItemConfig = ItemOfMap<typeof navbarItemSchemas>;
