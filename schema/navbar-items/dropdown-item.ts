import { z } from 'zod';
import { sitePath } from '../links';
import { defineNavbarDropdownSchema, type ItemSchema, type TaggedItem } from './define';
import { dropdownActiveClassDisabled, navbarItemClassName, navbarItemPosition } from './fields';

/** A dropdown whose entries are items of the types `entry` admits. */
function dropdownItemSchema<Entry extends TaggedItem>(entry: ItemSchema<Entry>) {
  return z
    .strictObject({
      // Docusaurus reads an item with "items" and no type as a dropdown (see item-unions.ts).
      type: z
        .literal('dropdown')
        .optional()
        .transform((): 'dropdown' => 'dropdown')
        .describe('"dropdown"; an item with "items" and no type is a dropdown too, as in Docusaurus.'),
      position: navbarItemPosition,
      label: z.string().min(1).describe('Text of the dropdown button.'),
      to: sitePath.optional().describe('Page the label itself links to.'),
      items: z.array(entry).min(1).describe('Entries of the menu.'),
      dropdownActiveClassDisabled,
      className: navbarItemClassName,
    })
    .describe('A menu of links.');
}

export type DropdownItem<Entry extends TaggedItem = TaggedItem> = z.output<
  ReturnType<typeof dropdownItemSchema<Entry>>
>;

/** A dropdown of links whose entries are `Entry`s. */
export const dropdownItem = <Entry extends TaggedItem>() =>
  defineNavbarDropdownSchema<DropdownItem<Entry>, Entry>({
    type: 'dropdown',
    schema: dropdownItemSchema,
    entryLists: ['items'],
    // The page its label links to; the entries' links are their own types'.
    links: (item) => (item.to === undefined ? [] : [{ path: ['to'], to: item.to }]),
  });
