import type { BadgeEntry } from '../../../schema/navbar-items/badge-item';
import { linkItemRenderer } from '../shared/link-item-renderer';

export const badgeNavbarItem = linkItemRenderer<BadgeEntry>(({ label, to, tone, className }) => ({
  label,
  to,
  className: ['navbar-badge', `navbar-badge--${tone}`, className].filter(Boolean).join(' '),
}));
