import clsx from '../../../src/shared/clsx';
import { siteConfig } from '../../../src/client/site-data';
import { withBaseInHtml } from '../../../src/shared/routes/join-url';
import type { HtmlItem } from '../../../schema/navbar-items';
import type { NavbarItemProps, NavbarItemRenderer } from '../shared/types';

type Item = Omit<HtmlItem, 'position'>;

/** Site owners write this HTML themselves in site.yaml, so it is trusted as written. */
function Desktop({ item }: NavbarItemProps<Item>) {
  return <div className={clsx('navbar-item', 'navbar-html', item.className)} dangerouslySetInnerHTML={{ __html: withBaseInHtml(item.value, siteConfig.baseUrl) }} />;
}

function InList({ item }: NavbarItemProps<Item>) {
  return <li className={clsx('menu-item', 'navbar-html', item.className)} dangerouslySetInnerHTML={{ __html: withBaseInHtml(item.value, siteConfig.baseUrl) }} />;
}

export const htmlNavbarItem: NavbarItemRenderer<Item> = { Desktop, Mobile: InList, InDropdown: InList };
