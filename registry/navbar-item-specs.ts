import {
  docItemSchema,
  docSidebarItemSchema,
  docsVersionDropdownItemSchema,
  docsVersionItemSchema,
  dropdownItemSchema,
  htmlItemSchema,
  linkItemSchema,
  localeDropdownItemSchema,
  searchItemSchema,
} from '../schema/navbar-items';
import { createRegistry, type Registry } from './create-registry';
import {
  checkDocId,
  checkDropdownChildren,
  checkSidebarHasLink,
  checkVersionName,
  dropdownChildLinks,
  htmlLinks,
} from './navbar-item-checks';
import { defineNavbarItemSpec, type NavbarItemSpec } from './navbar-item-spec';
import { customNavbarItemSpecs } from './custom/specs';

const builtinSpecs = {
  link: defineNavbarItemSpec({
    schema: linkItemSchema,
    links: (item) => (item.to === undefined ? [] : [{ path: ['to'], to: item.to }]),
  }),
  dropdown: defineNavbarItemSpec({
    schema: dropdownItemSchema,
    check: (item, context) => checkDropdownChildren(item.items, context, 'items'),
    links: (item) => [...(item.to === undefined ? [] : [{ path: ['to'], to: item.to }]), ...dropdownChildLinks(item.items, 'items')],
  }),
  localeDropdown: defineNavbarItemSpec({
    schema: localeDropdownItemSchema,
    check: (item, context) => [
      ...checkDropdownChildren(item.dropdownItemsBefore, context, 'dropdownItemsBefore'),
      ...checkDropdownChildren(item.dropdownItemsAfter, context, 'dropdownItemsAfter'),
    ],
    links: (item) => [...dropdownChildLinks(item.dropdownItemsBefore, 'dropdownItemsBefore'), ...dropdownChildLinks(item.dropdownItemsAfter, 'dropdownItemsAfter')],
  }),
  search: defineNavbarItemSpec({ schema: searchItemSchema }),
  doc: defineNavbarItemSpec({
    schema: docItemSchema,
    check: (item, context) => checkDocId(item.docId, context.docs, ['docId']),
  }),
  docSidebar: defineNavbarItemSpec({
    schema: docSidebarItemSchema,
    check: (item, context) => checkSidebarHasLink(item.sidebarId, context.docs, ['sidebarId']),
  }),
  docsVersion: defineNavbarItemSpec({
    schema: docsVersionItemSchema,
    check: (item, context) => (item.version === undefined ? [] : checkVersionName(item.version, context.docs, ['version'])),
  }),
  docsVersionDropdown: defineNavbarItemSpec({
    schema: docsVersionDropdownItemSchema,
    check: (item, context) => [
      ...(item.versions ?? []).flatMap((name, index) => checkVersionName(name, context.docs, ['versions', index])),
      ...checkDropdownChildren(item.dropdownItemsBefore, context, 'dropdownItemsBefore'),
      ...checkDropdownChildren(item.dropdownItemsAfter, context, 'dropdownItemsAfter'),
    ],
    links: (item) => [...dropdownChildLinks(item.dropdownItemsBefore, 'dropdownItemsBefore'), ...dropdownChildLinks(item.dropdownItemsAfter, 'dropdownItemsAfter')],
  }),
  html: defineNavbarItemSpec({
    schema: htmlItemSchema,
    links: (item) => htmlLinks(item.value).map((to) => ({ path: ['value'], to })),
  }),
} satisfies Record<string, NavbarItemSpec>;

export type BuiltinNavbarItemType = keyof typeof builtinSpecs;

/** Every navbar item type site.yaml may use, with its schema: the built-in ones, then the site's own. */
export const navbarItemSpecs: Registry<NavbarItemSpec> = customNavbarItemSpecs.reduce<Registry<NavbarItemSpec>>(
  (registry, [type, spec]) => registry.register(type, spec),
  createRegistry<NavbarItemSpec>(builtinSpecs),
);
