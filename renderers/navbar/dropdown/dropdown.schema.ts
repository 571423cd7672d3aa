import { z } from 'zod';
import type { ItemLink, ItemSchema } from '../../../registry/navbar-item-type';
import type { DropdownEntryConfig } from '../../../registry/navbar-item-types';
import { sitePath } from '../../../schema/links';
import { dropdownActiveClassDisabled, navbarItemClassName, navbarItemPosition } from '../../../schema/navbar-items';

/** A dropdown whose entries are items of the types `entry` admits. */
export function createDropdownItemSchema(entry: ItemSchema<DropdownEntryConfig>) {
  return z
    .strictObject({
      type: z.literal('dropdown'),
      position: navbarItemPosition,
      label: z.string().min(1).describe('Text of the dropdown button.'),
      to: sitePath.optional().describe('Page the label itself links to.'),
      items: z.array(entry).min(1).describe('Entries of the menu.'),
      dropdownActiveClassDisabled,
      className: navbarItemClassName,
    })
    .describe('A menu of links.');
}

export type DropdownItem = z.output<ReturnType<typeof createDropdownItemSchema>>;

/** The page its label links to; the registry adds its entries' links. */
export const dropdownItemLinks = (item: DropdownItem): ItemLink[] => (item.to === undefined ? [] : [{ path: ['to'], to: item.to }]);
