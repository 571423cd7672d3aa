import { z } from 'zod';
import type { ItemLink } from '../../../registry/navbar-item-type';
import { htmlLinks } from '../../../schema/links';
import { navbarItemClassName, navbarItemPosition } from '../../../schema/navbar-items';

export const htmlItemSchema = z
  .strictObject({
    type: z.literal('html'),
    position: navbarItemPosition,
    value: z.string().min(1).describe('Raw HTML to insert.'),
    className: navbarItemClassName,
  })
  .describe('Raw HTML, trusted as written.');
export const htmlEntrySchema = htmlItemSchema.omit({ position: true });

export type HtmlItem = z.output<typeof htmlItemSchema>;
export type HtmlEntry = z.output<typeof htmlEntrySchema>;

/** Every link of its HTML, for the link check to sort out. */
export const htmlItemLinks = (item: HtmlEntry): ItemLink[] => htmlLinks(item.value).map((to) => ({ path: ['value'], to }));
