import { z } from 'zod';
import type { ConfigContext, ItemProblem } from '../../../registry/navbar-item-type';
import { checkDocId } from '../../../schema/navbar-item-checks';
import { checkLabelAndHtml, docFields, navbarItemPosition } from '../../../schema/navbar-items';

const docItemFields = {
  type: z.literal('doc'),
  docId: z.string().min(1).describe('Id of the doc.'),
  ...docFields,
  html: z.string().min(1).optional().describe('HTML in place of the label, rendered as written.'),
};
export const docItemSchema = z
  .strictObject({ position: navbarItemPosition, ...docItemFields })
  .superRefine(checkLabelAndHtml)
  .describe('A link to a doc, in the version the visitor prefers.');
export const docEntrySchema = z.strictObject(docItemFields).superRefine(checkLabelAndHtml);

export type DocEntry = z.output<typeof docEntrySchema>;

export const checkDocItem = (item: DocEntry, context: ConfigContext): ItemProblem[] => checkDocId(item.docId, context.docs, ['docId']);
