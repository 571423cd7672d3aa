import { z } from 'zod';
import { checkVersionChoice } from './docs-references';
import { defineNavbarDropdownSchema, type ItemSchema, type TaggedItem } from './define';
import { dropdownActiveClassDisabled, navbarItemClassName, navbarItemPosition } from './fields';

const NO_VERSIONS =
  'lists no version, so the dropdown would show none; name at least one, or leave "versions" out to list every version';

const dropdownVersions = z
  .union([
    z.array(z.string().min(1)).min(1, { error: NO_VERSIONS }),
    z
      .record(
        z.string().min(1),
        z.strictObject({
          label: z
            .string()
            .min(1)
            .optional()
            .describe('What the dropdown shows for this version; its label by default.'),
        }),
      )
      .refine((versions) => Object.keys(versions).length > 0, { error: NO_VERSIONS }),
  ])
  .optional()
  .describe(
    'The versions to list, in this order: their names, or a mapping from name to { label } that may relabel them. Every version by default.',
  );

/** The dropdown of the docs versions, with entries of the types `entry` admits before and after them. */
function docsVersionDropdownItemSchema<Entry extends TaggedItem>(entry: ItemSchema<Entry>) {
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

export type DocsVersionDropdownItem<Entry extends TaggedItem = TaggedItem> = z.output<
  ReturnType<typeof docsVersionDropdownItemSchema<Entry>>
>;

export const docsVersionDropdownItem = <Entry extends TaggedItem>() =>
  defineNavbarDropdownSchema<DocsVersionDropdownItem<Entry>, Entry>({
    type: 'docsVersionDropdown',
    schema: docsVersionDropdownItemSchema,
    entryLists: ['dropdownItemsBefore', 'dropdownItemsAfter'],
    // Its versions must exist; its entries are checked by their own types.
    check: (item, context) => (item.versions === undefined ? [] : checkVersionChoice(item.versions, context.docs)),
  });
