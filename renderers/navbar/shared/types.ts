import type { ComponentType } from 'react';

export interface NavbarItemProps<Item> {
  item: Item;
}

/** The render-time half of a navbar item type: how it looks on the bar and in the mobile menu. */
export interface NavbarItemRenderer<Item = any> {
  Desktop: ComponentType<NavbarItemProps<Item>>;
  /** Defaults to Desktop. */
  Mobile?: ComponentType<NavbarItemProps<Item>>;
  /** How the item looks as an entry of a dropdown menu; defaults to Desktop. */
  InDropdown?: ComponentType<NavbarItemProps<Item>>;
}
