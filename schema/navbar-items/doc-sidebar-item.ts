import { z } from 'zod';
import { checkSidebarHasLink } from './docs-references';
import { defineNavbarItemSchema } from './define';
import { docFields, navbarItemPosition } from './fields';

const docSidebarItemSchema = z
  .strictObject({
    type: z.literal('docSidebar'),
    position: navbarItemPosition,
    sidebarId: z.string().min(1).describe('Sidebar whose first link this item opens.'),
    ...docFields,
    label: z.string().min(1).describe('Text of the link.'),
  })
  .describe('A link to the first doc of a sidebar, in the version the visitor prefers.');
const docSidebarEntrySchema = docSidebarItemSchema.omit({ position: true });

export type DocSidebarEntry = z.output<typeof docSidebarEntrySchema>;

export const docSidebarItem = defineNavbarItemSchema({
  type: 'docSidebar',
  schema: docSidebarItemSchema,
  dropdownEntry: docSidebarEntrySchema,
  check: (item, context) => checkSidebarHasLink(item.sidebarId, context.docs, ['sidebarId']),
});
