import { defineNavbarItemType } from '../../../registry/navbar-item-type';
import { linkNavbarItem } from './LinkNavbarItem';
import { linkEntrySchema, linkItemLinks, linkItemSchema } from './link.schema';

export const linkItemType = defineNavbarItemType({
  type: 'link',
  schema: linkItemSchema,
  dropdownEntry: linkEntrySchema,
  links: linkItemLinks,
  renderer: linkNavbarItem,
});
