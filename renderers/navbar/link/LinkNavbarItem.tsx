import type { LinkEntry } from './link.schema';
import { linkAttributesOf } from '../shared/NavLink';
import { linkItemRenderer } from '../shared/link-item-renderer';

export const linkNavbarItem = linkItemRenderer<LinkEntry>((item) => ({
  label: item.label,
  html: item.html,
  to: item.to,
  href: item.href,
  activeBasePath: item.activeBasePath,
  activeBaseRegex: item.activeBaseRegex,
  className: item.className,
  ...linkAttributesOf(item),
}));
