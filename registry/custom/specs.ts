import { defineNavbarItemSpec, type NavbarItemSpec } from '../navbar-item-spec';
import { badgeItemSchema } from './badge.schema';

/**
 * The site's own navbar item types, load-time half. Each type here needs a component under
 * the same name in `renderers.ts`; a test fails when the two lists differ. A type with a
 * `dropdownEntry` schema may also stand in a dropdown.
 */
export const customNavbarItemSpecs: ReadonlyArray<readonly [string, NavbarItemSpec]> = [
  [
    'badge',
    defineNavbarItemSpec({
      schema: badgeItemSchema,
      dropdownEntry: badgeItemSchema.omit({ position: true }),
      links: (item) => [{ path: ['to'], to: item.to }],
    }),
  ],
];
