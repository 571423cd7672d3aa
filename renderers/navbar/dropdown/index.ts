import { defineNavbarMenuType } from '../../../registry/navbar-item-type';
import { DropdownInMobileMenu, DropdownNavbarItem } from './DropdownNavbarItem';
import { createDropdownItemSchema, dropdownItemLinks } from './dropdown.schema';

export const dropdownItemType = defineNavbarMenuType({
  type: 'dropdown',
  schema: createDropdownItemSchema,
  entryLists: ['items'],
  links: dropdownItemLinks,
  renderer: { Desktop: DropdownNavbarItem, Mobile: DropdownInMobileMenu },
});
