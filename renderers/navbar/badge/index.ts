import { defineNavbarItemType } from '../../../registry/navbar-item-type';
import { badgeNavbarItem } from './BadgeNavbarItem';
import { badgeEntrySchema, badgeItemLinks, badgeItemSchema } from './badge.schema';

/** The site's own type: a coloured label that links to a page, on the bar or in a dropdown. */
export const badgeItemType = defineNavbarItemType({
  type: 'badge',
  schema: badgeItemSchema,
  dropdownEntry: badgeEntrySchema,
  links: badgeItemLinks,
  renderer: badgeNavbarItem,
});
