import { docNavbarItem } from '../renderers/navbar/doc/DocNavbarItem';
import { docSidebarNavbarItem } from '../renderers/navbar/doc-sidebar/DocSidebarNavbarItem';
import { docsVersionNavbarItem } from '../renderers/navbar/docs-version/DocsVersionNavbarItem';
import { docsVersionDropdownNavbarItem } from '../renderers/navbar/docs-version-dropdown/DocsVersionDropdownNavbarItem';
import { dropdownNavbarItem } from '../renderers/navbar/dropdown/DropdownNavbarItem';
import { htmlNavbarItem } from '../renderers/navbar/html/HtmlNavbarItem';
import { linkNavbarItem } from '../renderers/navbar/link/LinkNavbarItem';
import { localeDropdownNavbarItem } from '../renderers/navbar/locale-dropdown/LocaleDropdownNavbarItem';
import { searchNavbarItem } from '../renderers/navbar/search/SearchNavbarItem';
import type { NavbarItemRenderer } from '../renderers/navbar/shared/types';
import { createRegistry, type Registry } from './create-registry';
import { customNavbarItemRenderers } from './custom/renderers';

const builtinRenderers = {
  link: linkNavbarItem,
  dropdown: dropdownNavbarItem,
  localeDropdown: localeDropdownNavbarItem,
  search: searchNavbarItem,
  doc: docNavbarItem,
  docSidebar: docSidebarNavbarItem,
  docsVersion: docsVersionNavbarItem,
  docsVersionDropdown: docsVersionDropdownNavbarItem,
  html: htmlNavbarItem,
} satisfies Record<string, NavbarItemRenderer>;

/** Every navbar item type the site can render: the built-in ones, then the site's own. */
export const navbarItemRenderers: Registry<NavbarItemRenderer> = customNavbarItemRenderers.reduce<Registry<NavbarItemRenderer>>(
  (registry, [type, renderer]) => registry.register(type, renderer),
  createRegistry<NavbarItemRenderer>(builtinRenderers),
);
