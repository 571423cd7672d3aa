import type { z } from 'zod';
import {
  createDocsVersionDropdownItemSchema,
  createDropdownEntrySchema,
  createDropdownItemSchema,
  createLocaleDropdownItemSchema,
  docEntrySchema,
  docItemSchema,
  docSidebarEntrySchema,
  docSidebarItemSchema,
  docsVersionEntrySchema,
  docsVersionItemSchema,
  htmlEntrySchema,
  htmlItemSchema,
  linkEntrySchema,
  linkItemSchema,
  MENU_ITEM_TYPES,
  searchItemSchema,
} from '../schema/navbar-items';
import { createRegistry, type Registry } from './create-registry';
import { checkDocId, checkSidebarHasLink, checkVersionChoice, checkVersionName, htmlLinks } from './navbar-item-checks';
import { defineNavbarItemSpec, type ConfigContext, type ItemLink, type ItemProblem, type NavbarItemSpec } from './navbar-item-spec';
import { customNavbarItemSpecs } from './custom/specs';

/** The built-in types that may stand in a dropdown. */
const entrySpecs = {
  link: defineNavbarItemSpec({
    schema: linkItemSchema,
    dropdownEntry: linkEntrySchema,
    links: (item) => (item.to === undefined ? [] : [{ path: ['to'], to: item.to }]),
  }),
  html: defineNavbarItemSpec({
    schema: htmlItemSchema,
    dropdownEntry: htmlEntrySchema,
    links: (item) => htmlLinks(item.value).map((to) => ({ path: ['value'], to })),
  }),
  doc: defineNavbarItemSpec({
    schema: docItemSchema,
    dropdownEntry: docEntrySchema,
    check: (item, context) => checkDocId(item.docId, context.docs, ['docId']),
  }),
  docSidebar: defineNavbarItemSpec({
    schema: docSidebarItemSchema,
    dropdownEntry: docSidebarEntrySchema,
    check: (item, context) => checkSidebarHasLink(item.sidebarId, context.docs, ['sidebarId']),
  }),
  docsVersion: defineNavbarItemSpec({
    schema: docsVersionItemSchema,
    dropdownEntry: docsVersionEntrySchema,
    check: (item, context) => (item.version === undefined ? [] : checkVersionName(item.version, context.docs, ['version'])),
  }),
} satisfies Record<string, NavbarItemSpec>;

/** Every type that may stand in a dropdown: the built-in ones, then the site's own that say so. */
const dropdownEntrySpecs: Registry<NavbarItemSpec> = customNavbarItemSpecs
  .filter(([, spec]) => spec.dropdownEntry !== undefined)
  .reduce<Registry<NavbarItemSpec>>((registry, [type, spec]) => registry.register(type, spec), createRegistry<NavbarItemSpec>(entrySpecs));

const builtinEntrySchemas = [linkEntrySchema, htmlEntrySchema, docEntrySchema, docSidebarEntrySchema, docsVersionEntrySchema] as const;
const refusedTypes = ['search', ...MENU_ITEM_TYPES, ...customNavbarItemSpecs.filter(([type]) => !dropdownEntrySpecs.has(type)).map(([type]) => type)];

/**
 * An entry of any dropdown. Its static type lists the built-in entries; the site's own types
 * that may stand in a dropdown are in the schema too, and reach their renderers by `type`.
 */
export const dropdownEntrySchema = createDropdownEntrySchema(
  dropdownEntrySpecs.types.map((type) => dropdownEntrySpecs.resolve(type).dropdownEntry) as unknown as typeof builtinEntrySchemas,
  { allowed: dropdownEntrySpecs.types, refused: refusedTypes },
);
export type DropdownEntry = z.output<typeof dropdownEntrySchema>;

const dropdownItemSchema = createDropdownItemSchema(dropdownEntrySchema);
const docsVersionDropdownItemSchema = createDocsVersionDropdownItemSchema(dropdownEntrySchema);
const localeDropdownItemSchema = createLocaleDropdownItemSchema(dropdownEntrySchema);
export type DropdownItem = z.output<typeof dropdownItemSchema>;
export type DocsVersionDropdownItem = z.output<typeof docsVersionDropdownItemSchema>;
export type LocaleDropdownItem = z.output<typeof localeDropdownItemSchema>;

/** The problems of a list of dropdown entries, each checked by the spec of its type. */
function entryProblems(entries: readonly DropdownEntry[], context: ConfigContext, key: string): ItemProblem[] {
  return entries.flatMap((entry, index) =>
    (dropdownEntrySpecs.resolve(entry.type).check?.(entry, context) ?? []).map((problem) => ({ ...problem, path: [key, index, ...problem.path] })),
  );
}

function entryLinks(entries: readonly DropdownEntry[], key: string): ItemLink[] {
  return entries.flatMap((entry, index) =>
    (dropdownEntrySpecs.resolve(entry.type).links?.(entry) ?? []).map((link) => ({ ...link, path: [key, index, ...link.path] })),
  );
}

const beforeAndAfter = {
  check: (item: { dropdownItemsBefore: DropdownEntry[]; dropdownItemsAfter: DropdownEntry[] }, context: ConfigContext) => [
    ...entryProblems(item.dropdownItemsBefore, context, 'dropdownItemsBefore'),
    ...entryProblems(item.dropdownItemsAfter, context, 'dropdownItemsAfter'),
  ],
  links: (item: { dropdownItemsBefore: DropdownEntry[]; dropdownItemsAfter: DropdownEntry[] }) => [
    ...entryLinks(item.dropdownItemsBefore, 'dropdownItemsBefore'),
    ...entryLinks(item.dropdownItemsAfter, 'dropdownItemsAfter'),
  ],
};

const builtinSpecs = {
  link: entrySpecs.link,
  dropdown: defineNavbarItemSpec({
    schema: dropdownItemSchema,
    check: (item, context) => entryProblems(item.items, context, 'items'),
    links: (item) => [...(item.to === undefined ? [] : [{ path: ['to'], to: item.to }]), ...entryLinks(item.items, 'items')],
  }),
  localeDropdown: defineNavbarItemSpec({ schema: localeDropdownItemSchema, ...beforeAndAfter }),
  search: defineNavbarItemSpec({ schema: searchItemSchema }),
  doc: entrySpecs.doc,
  docSidebar: entrySpecs.docSidebar,
  docsVersion: entrySpecs.docsVersion,
  docsVersionDropdown: defineNavbarItemSpec({
    schema: docsVersionDropdownItemSchema,
    check: (item, context) => [...(item.versions === undefined ? [] : checkVersionChoice(item.versions, context.docs)), ...beforeAndAfter.check(item, context)],
    links: beforeAndAfter.links,
  }),
  html: entrySpecs.html,
} satisfies Record<string, NavbarItemSpec>;

export type BuiltinNavbarItemType = keyof typeof builtinSpecs;

/** Every navbar item type site.yaml may use, with its schema: the built-in ones, then the site's own. */
export const navbarItemSpecs: Registry<NavbarItemSpec> = customNavbarItemSpecs.reduce<Registry<NavbarItemSpec>>(
  (registry, [type, spec]) => registry.register(type, spec),
  createRegistry<NavbarItemSpec>(builtinSpecs),
);
