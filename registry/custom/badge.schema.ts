import { z } from 'zod';
import { navbarItemClassName, navbarItemPosition } from '../../schema/navbar-items';

/** A short highlighted label that links somewhere, such as "New in 2.2". */
export const badgeItemSchema = z
  .strictObject({
    type: z.literal('badge'),
    position: navbarItemPosition,
    label: z.string().min(1).max(24).describe('Text of the badge; keep it short.'),
    to: z.string().regex(/^\//, { error: 'must be a path starting with "/"' }).describe('Path inside the site.'),
    tone: z.enum(['brand', 'success', 'warning']).default('brand').describe('Colour of the badge.'),
    className: navbarItemClassName,
  })
  .describe('A coloured badge that links to a page.');

export type BadgeItem = z.output<typeof badgeItemSchema>;
