import { defineNavbarItemType } from '../../../registry/navbar-item-type';
import { HtmlInList, HtmlNavbarItem } from './HtmlNavbarItem';
import { htmlEntrySchema, htmlItemLinks, htmlItemSchema } from './html.schema';

export const htmlItemType = defineNavbarItemType({
  type: 'html',
  schema: htmlItemSchema,
  dropdownEntry: htmlEntrySchema,
  links: htmlItemLinks,
  renderer: { Desktop: HtmlNavbarItem, Mobile: HtmlInList, InDropdown: HtmlInList },
});
