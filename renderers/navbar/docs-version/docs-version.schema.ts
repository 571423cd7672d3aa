import { z } from 'zod';
import type { ConfigContext, ItemProblem } from '../../../registry/navbar-item-type';
import { linkAttributes } from '../../../schema/links';
import { checkVersionName } from '../../../schema/navbar-item-checks';
import { navbarItemClassName, navbarItemPosition } from '../../../schema/navbar-items';

export const docsVersionItemSchema = z
  .strictObject({
    type: z.literal('docsVersion'),
    position: navbarItemPosition,
    version: z.string().min(1).optional().describe('Version name; the current version by default.'),
    label: z.string().min(1).optional().describe('Text of the link; the version label by default.'),
    docsPluginId: z.string().min(1).default('default'),
    ...linkAttributes,
    className: navbarItemClassName,
  })
  .describe('A link to the main doc of a version.');
export const docsVersionEntrySchema = docsVersionItemSchema.omit({ position: true });

export type DocsVersionEntry = z.output<typeof docsVersionEntrySchema>;

export const checkDocsVersionItem = (item: DocsVersionEntry, context: ConfigContext): ItemProblem[] =>
  item.version === undefined ? [] : checkVersionName(item.version, context.docs, ['version']);
