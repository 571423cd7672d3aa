import { z } from 'zod';
import { checkDocId } from './docs-references';
import { defineNavbarItemSchema } from './define';
import { checkLabelAndHtml, docFields, navbarItemPosition } from './fields';

const docItemFields = {
  type: z.literal('doc'),
  docId: z.string().min(1).describe('Id of the doc.'),
  ...docFields,
  html: z.string().min(1).optional().describe('HTML in place of the label, rendered as written.'),
};
const docItemSchema = z
  .strictObject({ position: navbarItemPosition, ...docItemFields })
  .superRefine(checkLabelAndHtml)
  .describe('A link to a doc, in the version the visitor prefers.');
const docEntrySchema = z.strictObject(docItemFields).superRefine(checkLabelAndHtml);

export type DocEntry = z.output<typeof docEntrySchema>;

export const docItem = defineNavbarItemSchema({
  type: 'doc',
  schema: docItemSchema,
  dropdownEntry: docEntrySchema,
  check: (item, context) => checkDocId(item.docId, context.docs, ['docId']),
});
