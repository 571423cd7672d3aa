import { z } from 'zod';
import type { ConfigContext, ItemProblem } from '../../../registry/navbar-item-type';
import { checkSidebarHasLink } from '../../../schema/navbar-item-checks';
import { docFields, navbarItemPosition } from '../../../schema/navbar-items';

export const docSidebarItemSchema = z
  .strictObject({
    type: z.literal('docSidebar'),
    position: navbarItemPosition,
    sidebarId: z.string().min(1).describe('Sidebar whose first link this item opens.'),
    ...docFields,
    label: z.string().min(1).describe('Text of the link.'),
  })
  .describe('A link to the first doc of a sidebar, in the version the visitor prefers.');
export const docSidebarEntrySchema = docSidebarItemSchema.omit({ position: true });

export type DocSidebarEntry = z.output<typeof docSidebarEntrySchema>;

export const checkDocSidebarItem = (item: DocSidebarEntry, context: ConfigContext): ItemProblem[] =>
  checkSidebarHasLink(item.sidebarId, context.docs, ['sidebarId']);
