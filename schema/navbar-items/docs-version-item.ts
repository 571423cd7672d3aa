import { z } from 'zod';
import { linkAttributes } from '../links';
import { checkVersionName } from './docs-references';
import { defineNavbarItemSchema } from './define';
import { activeRuleFields, navbarItemClassName, navbarItemPosition } from './fields';

const docsVersionItemSchema = z
  .strictObject({
    type: z.literal('docsVersion'),
    position: navbarItemPosition,
    version: z.string().min(1).optional().describe('Version name; the current version by default.'),
    label: z.string().min(1).optional().describe('Text of the link; the version label by default.'),
    docsPluginId: z.string().min(1).default('default'),
    ...linkAttributes,
    ...activeRuleFields,
    className: navbarItemClassName,
  })
  .describe('A link to the main doc of a version.');
const docsVersionEntrySchema = docsVersionItemSchema.omit({ position: true });

export type DocsVersionEntry = z.output<typeof docsVersionEntrySchema>;

export const docsVersionItem = defineNavbarItemSchema({
  type: 'docsVersion',
  schema: docsVersionItemSchema,
  dropdownEntry: docsVersionEntrySchema,
  check: (item, context) =>
    item.version === undefined ? [] : checkVersionName(item.version, context.docs, ['version']),
});
