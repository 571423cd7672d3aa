import { defineNavbarMenuType } from '../../../registry/navbar-item-type';
import { LocaleDropdownInMobileMenu, LocaleDropdownNavbarItem } from './LocaleDropdownNavbarItem';
import { createLocaleDropdownItemSchema } from './locale-dropdown.schema';

export const localeDropdownItemType = defineNavbarMenuType({
  type: 'localeDropdown',
  schema: createLocaleDropdownItemSchema,
  entryLists: ['dropdownItemsBefore', 'dropdownItemsAfter'],
  renderer: { Desktop: LocaleDropdownNavbarItem, Mobile: LocaleDropdownInMobileMenu },
});
