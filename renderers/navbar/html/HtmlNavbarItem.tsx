import type { NavbarItemProps } from '../../../registry/navbar-item-type';
import { siteConfig } from '../../../src/client/site-data';
import clsx from '../../../src/shared/clsx';
import { withBaseInHtml } from '../../../src/shared/routes/join-url';
import type { HtmlEntry, HtmlItem } from './html.schema';

/** Site owners write this HTML themselves in site.yaml, so it is trusted as written. */
export function HtmlNavbarItem({ item }: NavbarItemProps<HtmlItem>) {
  return <div className={clsx('navbar-item', 'navbar-html', item.className)} dangerouslySetInnerHTML={{ __html: withBaseInHtml(item.value, siteConfig.baseUrl) }} />;
}

/** In the mobile menu and in dropdowns: an entry of a list. */
export function HtmlInList({ item }: NavbarItemProps<HtmlItem | HtmlEntry>) {
  return <li className={clsx('menu-item', 'navbar-html', item.className)} dangerouslySetInnerHTML={{ __html: withBaseInHtml(item.value, siteConfig.baseUrl) }} />;
}
