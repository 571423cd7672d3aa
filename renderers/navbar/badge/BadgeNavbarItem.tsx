import type { BadgeItem } from '../../../registry/custom/badge.schema';
import { linkItemRenderer } from '../shared/link-item-renderer';

export const badgeNavbarItem = linkItemRenderer<Omit<BadgeItem, 'position'>>(({ label, to, tone, className }) => ({
  label,
  to,
  className: ['navbar-badge', `navbar-badge--${tone}`, className].filter(Boolean).join(' '),
}));
