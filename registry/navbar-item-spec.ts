import type { z } from 'zod';
import type { DocsMetadata } from '../src/shared/docs-metadata';

/** Where a problem is, relative to the item, and what it is. */
export interface ItemProblem {
  path: ReadonlyArray<string | number>;
  message: string;
  /** Point at the last key of the path rather than at its value (a key that names something). */
  atKey?: boolean;
}

/** What a check may consult besides the item itself. */
export interface ConfigContext {
  docs: DocsMetadata;
  locales: readonly string[];
  localeConfigs: Readonly<Record<string, unknown>>;
}

/** An internal link an item makes, and where (relative to the item) it is written. */
export interface ItemLink {
  path: ReadonlyArray<string | number>;
  to: string;
}

/** An item as it stands in a dropdown: the same fields, without a position of its own. */
export type DropdownEntryOf<Item> = Omit<Item, 'position'>;

/**
 * The load-time half of a navbar item type: its schema, the cross-references it must satisfy,
 * and the internal links it makes (for the broken-link check). The render-time half is a
 * React component registered under the same type in `navbar-items.ts`.
 */
export interface NavbarItemSpec<Item = any> {
  schema: z.ZodType<Item>;
  /**
   * The schema of the item as an entry of a dropdown (its schema without `position`). Only
   * types that have one may stand in a dropdown; `check` and `links` then also get such entries.
   */
  dropdownEntry?: z.ZodType<DropdownEntryOf<Item>>;
  check?: (item: DropdownEntryOf<Item>, context: ConfigContext) => ItemProblem[];
  links?: (item: DropdownEntryOf<Item>) => ItemLink[];
}

export function defineNavbarItemSpec<S extends z.ZodType>(spec: {
  schema: S;
  dropdownEntry?: z.ZodType<DropdownEntryOf<z.output<S>>>;
  check?: (item: DropdownEntryOf<z.output<S>>, context: ConfigContext) => ItemProblem[];
  links?: (item: DropdownEntryOf<z.output<S>>) => ItemLink[];
}): NavbarItemSpec<z.output<S>> {
  return spec as NavbarItemSpec<z.output<S>>;
}
