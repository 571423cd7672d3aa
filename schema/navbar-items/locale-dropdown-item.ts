import { z } from 'zod';
import { defineNavbarDropdownSchema, type ItemSchema, type TaggedItem } from './define';
import { navbarItemClassName, navbarItemPosition } from './fields';

/** The dropdown of the site's languages, with entries of the types `entry` admits before and after them. */
function localeDropdownItemSchema<Entry extends TaggedItem>(entry: ItemSchema<Entry>) {
  return z
    .strictObject({
      type: z.literal('localeDropdown'),
      position: navbarItemPosition,
      dropdownItemsBefore: z.array(entry).default([]),
      dropdownItemsAfter: z.array(entry).default([]),
      className: navbarItemClassName,
    })
    .describe("A menu of the site's languages.");
}

export type LocaleDropdownItem<Entry extends TaggedItem = TaggedItem> = z.output<
  ReturnType<typeof localeDropdownItemSchema<Entry>>
>;

export const localeDropdownItem = <Entry extends TaggedItem>() =>
  defineNavbarDropdownSchema<LocaleDropdownItem<Entry>, Entry>({
    type: 'localeDropdown',
    schema: localeDropdownItemSchema,
    entryLists: ['dropdownItemsBefore', 'dropdownItemsAfter'],
  });
