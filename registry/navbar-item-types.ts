import { badgeItemType } from '../renderers/navbar/badge';
import { docItemType } from '../renderers/navbar/doc';
import { docSidebarItemType } from '../renderers/navbar/doc-sidebar';
import { docsVersionItemType } from '../renderers/navbar/docs-version';
import { docsVersionDropdownItemType } from '../renderers/navbar/docs-version-dropdown';
import { dropdownItemType } from '../renderers/navbar/dropdown';
import { htmlItemType } from '../renderers/navbar/html';
import { linkItemType } from '../renderers/navbar/link';
import { localeDropdownItemType } from '../renderers/navbar/locale-dropdown';
import { searchItemType } from '../renderers/navbar/search';
import { createNavbarItemRegistry, type EntryOf, type ItemOf } from './navbar-item-registry';

/**
 * The navbar item types site.yaml may use, the menus aside: the built-in ones, then the site's
 * own. A new type is its folder under renderers/navbar/ and one line here.
 */
const itemTypes = createNavbarItemRegistry()
  .register(linkItemType)
  .register(searchItemType)
  .register(docItemType)
  .register(docSidebarItemType)
  .register(docsVersionItemType)
  .register(htmlItemType)
  .register(badgeItemType);

/** An entry of a dropdown, as site.yaml gives it: an item of a type above that may stand there. */
export type DropdownEntryConfig = EntryOf<typeof itemTypes>;

/** Every navbar item type: the ones above, and the menus, which list entries of those. */
export const navbarItemRegistry = itemTypes.register(dropdownItemType).register(localeDropdownItemType).register(docsVersionDropdownItemType);

/** A navbar item, as site.yaml gives it. */
export type NavbarItemConfig = ItemOf<typeof navbarItemRegistry>;
