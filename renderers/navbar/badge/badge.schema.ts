import { z } from 'zod';
import type { ItemLink } from '../../../registry/navbar-item-type';
import { sitePath } from '../../../schema/links';
import { navbarItemClassName, navbarItemPosition } from '../../../schema/navbar-items';

/** A short highlighted label that links somewhere, such as "New in 2.2". */
export const badgeItemSchema = z
  .strictObject({
    type: z.literal('badge'),
    position: navbarItemPosition,
    label: z.string().min(1).max(24).describe('Text of the badge; keep it short.'),
    to: sitePath.describe('Page of the site, from its root: "/docs/".'),
    tone: z.enum(['brand', 'success', 'warning']).default('brand').describe('Colour of the badge.'),
    className: navbarItemClassName,
  })
  .describe('A coloured badge that links to a page.');
export const badgeEntrySchema = badgeItemSchema.omit({ position: true });

export type BadgeEntry = z.output<typeof badgeEntrySchema>;

export const badgeItemLinks = (item: BadgeEntry): ItemLink[] => [{ path: ['to'], to: item.to }];
