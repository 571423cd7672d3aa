import { defineNavbarItemType } from '../../../registry/navbar-item-type';
import { docSidebarNavbarItem } from './DocSidebarNavbarItem';
import { checkDocSidebarItem, docSidebarEntrySchema, docSidebarItemSchema } from './doc-sidebar.schema';

export const docSidebarItemType = defineNavbarItemType({
  type: 'docSidebar',
  schema: docSidebarItemSchema,
  dropdownEntry: docSidebarEntrySchema,
  check: checkDocSidebarItem,
  renderer: docSidebarNavbarItem,
});
