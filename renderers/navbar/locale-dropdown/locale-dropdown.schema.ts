import { z } from 'zod';
import type { ItemSchema } from '../../../registry/navbar-item-type';
import type { DropdownEntryConfig } from '../../../registry/navbar-item-types';
import { navbarItemClassName, navbarItemPosition } from '../../../schema/navbar-items';

/** The menu of the site's languages, with entries of the types `entry` admits before and after them. */
export function createLocaleDropdownItemSchema(entry: ItemSchema<DropdownEntryConfig>) {
  return z
    .strictObject({
      type: z.literal('localeDropdown'),
      position: navbarItemPosition,
      dropdownItemsBefore: z.array(entry).default([]),
      dropdownItemsAfter: z.array(entry).default([]),
      className: navbarItemClassName,
    })
    .describe('A menu of the site\'s languages.');
}

export type LocaleDropdownItem = z.output<ReturnType<typeof createLocaleDropdownItemSchema>>;
