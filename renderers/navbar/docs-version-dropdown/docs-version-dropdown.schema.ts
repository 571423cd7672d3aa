import { z } from 'zod';
import type { ConfigContext, ItemProblem, ItemSchema } from '../../../registry/navbar-item-type';
import type { DropdownEntryConfig } from '../../../registry/navbar-item-types';
import { checkVersionChoice } from '../../../schema/navbar-item-checks';
import { dropdownActiveClassDisabled, navbarItemClassName, navbarItemPosition } from '../../../schema/navbar-items';

const NO_VERSIONS = 'lists no version, so the dropdown would show none; name at least one, or leave "versions" out to list every version';

const dropdownVersions = z
  .union([
    z.array(z.string().min(1)).min(1, { error: NO_VERSIONS }),
    z
      .record(z.string().min(1), z.strictObject({ label: z.string().min(1).describe('What the dropdown shows for this version.') }))
      .refine((versions) => Object.keys(versions).length > 0, { error: NO_VERSIONS }),
  ])
  .optional()
  .describe('The versions to list, in this order: their names, or a mapping from name to { label } that relabels them. Every version by default.');

/** The menu of the docs versions, with entries of the types `entry` admits before and after them. */
export function createDocsVersionDropdownItemSchema(entry: ItemSchema<DropdownEntryConfig>) {
  return z
    .strictObject({
      type: z.literal('docsVersionDropdown'),
      position: navbarItemPosition,
      docsPluginId: z.string().min(1).default('default'),
      versions: dropdownVersions,
      dropdownItemsBefore: z.array(entry).default([]),
      dropdownItemsAfter: z.array(entry).default([]).describe('Entries after the versions, such as "All versions".'),
      dropdownActiveClassDisabled,
      className: navbarItemClassName,
    })
    .describe('A menu of the docs versions; choosing one opens the same page in that version.');
}

export type DocsVersionDropdownItem = z.output<ReturnType<typeof createDocsVersionDropdownItemSchema>>;

/** Its versions must exist; the registry checks its entries. */
export const checkDocsVersionDropdownItem = (item: DocsVersionDropdownItem, context: ConfigContext): ItemProblem[] =>
  item.versions === undefined ? [] : checkVersionChoice(item.versions, context.docs);
