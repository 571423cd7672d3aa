import { defineNavbarItemType } from '../../../registry/navbar-item-type';
import { docsVersionNavbarItem } from './DocsVersionNavbarItem';
import { checkDocsVersionItem, docsVersionEntrySchema, docsVersionItemSchema } from './docs-version.schema';

export const docsVersionItemType = defineNavbarItemType({
  type: 'docsVersion',
  schema: docsVersionItemSchema,
  dropdownEntry: docsVersionEntrySchema,
  check: checkDocsVersionItem,
  renderer: docsVersionNavbarItem,
});
