import type { LinkItem } from '../../../schema/navbar-items';
import { linkAttributesOf } from '../shared/NavLink';
import { linkItemRenderer } from '../shared/link-item-renderer';

export const linkNavbarItem = linkItemRenderer<Omit<LinkItem, 'position'>>((item) => ({
  label: item.label,
  html: item.html,
  to: item.to,
  href: item.href,
  activeBasePath: item.activeBasePath,
  activeBaseRegex: item.activeBaseRegex,
  className: item.className,
  ...linkAttributesOf(item),
}));
