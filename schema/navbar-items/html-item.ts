import { z } from 'zod';
import { defineNavbarItemSchema } from './define';
import { htmlLinks } from '../links';
import { navbarItemClassName, navbarItemPosition } from './fields';

const htmlItemSchema = z
  .strictObject({
    type: z.literal('html'),
    position: navbarItemPosition,
    value: z.string().min(1).describe('Raw HTML to insert.'),
    className: navbarItemClassName,
  })
  .describe('Raw HTML, trusted as written.');
const htmlEntrySchema = htmlItemSchema.omit({ position: true });

export type HtmlItem = z.output<typeof htmlItemSchema>;
export type HtmlEntry = z.output<typeof htmlEntrySchema>;

export const htmlItem = defineNavbarItemSchema({
  type: 'html',
  schema: htmlItemSchema,
  dropdownEntry: htmlEntrySchema,
  // Every link of its HTML, for the link check to sort out.
  links: (item) => htmlLinks(item.value).map((to) => ({ path: ['value'], to, inHtml: true })),
});
