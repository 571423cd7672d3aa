import { defineNavbarItemType } from '../../../registry/navbar-item-type';
import { docNavbarItem } from './DocNavbarItem';
import { checkDocItem, docEntrySchema, docItemSchema } from './doc.schema';

export const docItemType = defineNavbarItemType({
  type: 'doc',
  schema: docItemSchema,
  dropdownEntry: docEntrySchema,
  check: checkDocItem,
  renderer: docNavbarItem,
});
