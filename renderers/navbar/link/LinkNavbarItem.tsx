import type { LinkEntry } from '../../../schema/navbar-items/link-item';
import { isActiveLink } from '../../../src/shared/routes/is-active-link';
import { linkAttributesOf } from '../shared/NavLink';
import { linkItemRenderer } from '../shared/link-item-renderer';

export const linkNavbarItem = linkItemRenderer<LinkEntry>(
  (item) => ({
    label: item.label,
    html: item.html,
    to: item.to,
    href: item.href,
    activeBasePath: item.activeBasePath,
    activeBaseRegex: item.activeBaseRegex,
    className: item.className,
    ...linkAttributesOf(item),
  }),
  // An address outside the site's pages is never the page being read.
  (entry, pathname) => entry.href === undefined && isActiveLink(entry, pathname),
);
