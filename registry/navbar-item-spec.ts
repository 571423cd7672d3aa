import type { z } from 'zod';
import type { DocsMetadata } from '../src/shared/docs-metadata';

/** Where a problem is, relative to the item, and what it is. */
export interface ItemProblem {
  path: ReadonlyArray<string | number>;
  message: string;
}

/** What a check may consult besides the item itself. */
export interface ConfigContext {
  docs: DocsMetadata;
  locales: readonly string[];
  localeConfigs: Readonly<Record<string, unknown>>;
}

/**
 * The load-time half of a navbar item type: its schema, the cross-references it must satisfy,
 * and the internal links it makes (for the broken-link check). The render-time half is a
 * React component registered under the same type in `navbar-items.tsx`.
 */
/** An internal link an item makes, and where (relative to the item) it is written. */
export interface ItemLink {
  path: ReadonlyArray<string | number>;
  to: string;
}

export interface NavbarItemSpec<Item = any> {
  schema: z.ZodType<Item>;
  check?: (item: Item, context: ConfigContext) => ItemProblem[];
  links?: (item: Item) => ItemLink[];
}

export function defineNavbarItemSpec<S extends z.ZodType>(spec: {
  schema: S;
  check?: (item: z.output<S>, context: ConfigContext) => ItemProblem[];
  links?: (item: z.output<S>) => ItemLink[];
}): NavbarItemSpec<z.output<S>> {
  return spec as NavbarItemSpec<z.output<S>>;
}
