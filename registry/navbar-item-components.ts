import { badgeNavbarItem } from '../renderers/navbar/badge/BadgeNavbarItem';
import { docNavbarItem } from '../renderers/navbar/doc/DocNavbarItem';
import { docSidebarNavbarItem } from '../renderers/navbar/doc-sidebar/DocSidebarNavbarItem';
import { docsVersionNavbarItem } from '../renderers/navbar/docs-version/DocsVersionNavbarItem';
import { docsVersionDropdownNavbarItem } from '../renderers/navbar/docs-version-dropdown/DocsVersionDropdownNavbarItem';
import { dropdownNavbarItem } from '../renderers/navbar/dropdown/DropdownNavbarItem';
import { htmlNavbarItem } from '../renderers/navbar/html/HtmlNavbarItem';
import { linkNavbarItem } from '../renderers/navbar/link/LinkNavbarItem';
import { localeDropdownNavbarItem } from '../renderers/navbar/locale-dropdown/LocaleDropdownNavbarItem';
import { searchNavbarItem } from '../renderers/navbar/search/SearchNavbarItem';
import type { EntryOf, ItemOf } from '../schema/navbar-items/define';
import type { NavbarItemRenderer } from '../src/client';
import type { navbarItemSchemas } from './navbar-item-schemas';

/**
 * What the components of a map of navbar item types must be: one renderer per type of the map,
 * under its name, taking what that type's schema gives.
 */
export type NavbarItemComponentsFor<Schemas> = {
  readonly [Type in keyof Schemas]: NavbarItemRenderer<ItemOf<Schemas[Type]>, EntryOf<Schemas[Type]>>;
};

/**
 * Nothing when a components map has every type of a schemas map, and otherwise a sentence naming
 * the types it lacks, which the compiler prints where it is required to be nothing. A map with a
 * type of its own is told so at that key first: a misspelt type is one error, not two.
 */
export type MissingComponents<Schemas, Components> = [Exclude<keyof Schemas, keyof Components>] extends [never]
  ? true
  : [Exclude<keyof Components, keyof Schemas>] extends [never]
    ? `No components for navbar item type ${QuotedKeys<Exclude<keyof Schemas, keyof Components>>}: add its renderer to the components map`
    : true;

type QuotedKeys<Key> = Key extends string ? `"${Key}"` : never;

/** Holds a check to nothing: a check that finds something is one short error, at its line. */
export type Holds<Check extends true> = Check;

/**
 * The components of every navbar item type, by type name, for the browser. The compiler holds
 * this map to navbar-item-schemas.ts: a type that is not there or a component whose props are not
 * what its schema gives fails here; a type missing here fails at the check below, which names it.
 */
export const navbarItemComponents = {
  link: linkNavbarItem,
  search: searchNavbarItem,
  doc: docNavbarItem,
  docSidebar: docSidebarNavbarItem,
  docsVersion: docsVersionNavbarItem,
  html: htmlNavbarItem,
  badge: badgeNavbarItem,
  dropdown: dropdownNavbarItem,
  localeDropdown: localeDropdownNavbarItem,
  docsVersionDropdown: docsVersionDropdownNavbarItem,
} satisfies Partial<NavbarItemComponentsFor<typeof navbarItemSchemas>>;

/** Every type of navbar-item-schemas.ts has its components above. */
export type EveryNavbarItemTypeHasComponents = Holds<
  MissingComponents<typeof navbarItemSchemas, typeof navbarItemComponents>
>;
