import {
  navbarItemRenderer,
  type EntryIsActive,
  type NavbarItemProps,
  type NavbarItemRenderer,
} from '../../../src/client';
import { NavLink, type NavLinkProps, type NavLinkVariant } from './NavLink';

/**
 * The three looks of an item that is one link: on the bar, as a mobile menu entry, and inside
 * a dropdown. `useLinkProps` may call hooks; it runs during render.
 */
export function linkItemRenderer<Item>(
  useLinkProps: (item: Item) => Omit<NavLinkProps, 'variant'>,
  isActive?: EntryIsActive<Item>,
): NavbarItemRenderer<Item, Item> {
  const render = (variant: NavLinkVariant) =>
    // biome-ignore lint/correctness/noComponentHookFactories: made once per navbar item type, when its module loads, never during a render.
    function NavbarLinkItem({ item }: NavbarItemProps<Item>) {
      const link = <NavLink variant={variant} {...useLinkProps(item)} />;
      return variant === 'desktop' ? link : <li className="menu-item">{link}</li>;
    };
  return navbarItemRenderer<Item, Item>({
    Desktop: render('desktop'),
    Mobile: render('mobile'),
    InDropdown: render('dropdown'),
    isActive,
  });
}
