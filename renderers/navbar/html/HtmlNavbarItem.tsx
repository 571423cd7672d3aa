import type { HtmlEntry, HtmlItem } from '../../../schema/navbar-items/html-item';
import { navbarItemRenderer, useSiteConfig, type NavbarItemProps } from '../../../src/client';
import clsx from '../../../src/shared/clsx';
import { withBaseInHtml } from '../../../src/shared/routes/join-url';

/** Site owners write this HTML themselves in site.yaml, so it is trusted as written. */
function HtmlNavbarItem({ item }: NavbarItemProps<HtmlItem>) {
  const { baseUrl } = useSiteConfig();
  return (
    <div
      className={clsx('navbar-item', 'navbar-html', item.className)}
      dangerouslySetInnerHTML={{ __html: withBaseInHtml(item.value, baseUrl) }}
    />
  );
}

/** In the mobile menu and in dropdowns: an entry of a list. */
function HtmlInList({ item }: NavbarItemProps<HtmlItem | HtmlEntry>) {
  const { baseUrl } = useSiteConfig();
  return (
    <li
      className={clsx('menu-item', 'navbar-html', item.className)}
      dangerouslySetInnerHTML={{ __html: withBaseInHtml(item.value, baseUrl) }}
    />
  );
}

export const htmlNavbarItem = navbarItemRenderer<HtmlItem, HtmlEntry>({
  Desktop: HtmlNavbarItem,
  Mobile: HtmlInList,
  InDropdown: HtmlInList,
  // Its links are the owner's HTML: they do not mark the menu.
  isActive: () => false,
});
