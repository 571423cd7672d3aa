import type { LinkItem } from '../../../schema/navbar-items';
import { linkItemRenderer } from '../shared/link-item-renderer';

export const linkNavbarItem = linkItemRenderer<Omit<LinkItem, 'position'>>(
  ({ label, to, href, activeBasePath, activeBaseRegex, className }) => ({ label, to, href, activeBasePath, activeBaseRegex, className }),
);
