import { z } from 'zod';
import { defineNavbarItemSchema } from './define';
import { sitePath } from '../links';
import { navbarItemClassName, navbarItemPosition } from './fields';

/** A short highlighted label that links somewhere, such as "New in 2.2". */
const badgeItemSchema = z
  .strictObject({
    type: z.literal('badge'),
    position: navbarItemPosition,
    label: z.string().min(1).max(24).describe('Text of the badge; keep it short.'),
    to: sitePath.describe('Page of the site, from its root: "/docs/" (or "docs/").'),
    tone: z.enum(['brand', 'success', 'warning']).default('brand').describe('Colour of the badge.'),
    className: navbarItemClassName,
  })
  .describe('A coloured badge that links to a page.');
const badgeEntrySchema = badgeItemSchema.omit({ position: true });

export type BadgeEntry = z.output<typeof badgeEntrySchema>;

/** The site's own type: a coloured label that links to a page, on the bar or in a dropdown. */
export const badgeItem = defineNavbarItemSchema({
  type: 'badge',
  schema: badgeItemSchema,
  dropdownEntry: badgeEntrySchema,
  links: (item) => [{ path: ['to'], to: item.to }],
});
