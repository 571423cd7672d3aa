import { NavLink, type NavLinkProps, type NavLinkVariant } from './NavLink';
import type { NavbarItemProps, NavbarItemRenderer } from '../../../registry/navbar-item-type';

/**
 * The three looks of an item that is one link: on the bar, as a mobile menu entry, and inside
 * a dropdown. `useLinkProps` may call hooks; it runs during render.
 */
export function linkItemRenderer<Item>(useLinkProps: (item: Item) => Omit<NavLinkProps, 'variant'>): NavbarItemRenderer<Item, Item> {
  const render = (variant: NavLinkVariant) =>
    function NavbarLinkItem({ item }: NavbarItemProps<Item>) {
      const link = <NavLink variant={variant} {...useLinkProps(item)} />;
      return variant === 'desktop' ? link : <li className="menu-item">{link}</li>;
    };
  return { Desktop: render('desktop'), Mobile: render('mobile'), InDropdown: render('dropdown') };
}
