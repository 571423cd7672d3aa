import { defineNavbarMenuType } from '../../../registry/navbar-item-type';
import { DocsVersionDropdownInMobileMenu, DocsVersionDropdownNavbarItem } from './DocsVersionDropdownNavbarItem';
import { checkDocsVersionDropdownItem, createDocsVersionDropdownItemSchema } from './docs-version-dropdown.schema';

export const docsVersionDropdownItemType = defineNavbarMenuType({
  type: 'docsVersionDropdown',
  schema: createDocsVersionDropdownItemSchema,
  entryLists: ['dropdownItemsBefore', 'dropdownItemsAfter'],
  check: checkDocsVersionDropdownItem,
  renderer: { Desktop: DocsVersionDropdownNavbarItem, Mobile: DocsVersionDropdownInMobileMenu },
});
