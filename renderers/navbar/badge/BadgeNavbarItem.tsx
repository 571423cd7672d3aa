import { linkItemRenderer } from '../shared/link-item-renderer';
import type { BadgeEntry } from './badge.schema';

export const badgeNavbarItem = linkItemRenderer<BadgeEntry>(({ label, to, tone, className }) => ({
  label,
  to,
  className: ['navbar-badge', `navbar-badge--${tone}`, className].filter(Boolean).join(' '),
}));
