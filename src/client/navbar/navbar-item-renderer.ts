import type { ReactNode } from 'react';
import type { SiteDocs } from '../site/use-site-data';

export interface NavbarItemProps<Item> {
  item: Item;
}

export type NavbarItemView<Item> = (props: NavbarItemProps<Item>) => ReactNode;

/** Whether an entry of a dropdown leads to the page at `pathname`: its dropdown is then marked active. */
export type EntryIsActive<Entry> = (entry: Entry, pathname: string, docs: SiteDocs) => boolean;

/**
 * How a navbar item type looks: on the bar; in the mobile menu, as an item or as an entry of a
 * menu opened there; and as an entry of a dropdown on the bar. `Item` and `Entry` are what its
 * schema gives there (registry/navbar-item-components.ts holds each type to its schema).
 */
export interface NavbarItemRenderer<Item, Entry> {
  Desktop: NavbarItemView<Item>;
  Mobile: NavbarItemView<Item | Entry>;
  InDropdown: NavbarItemView<Entry>;
  /** Whether an entry leads to the page being read; by default, an entry whose `to` is that page. */
  isActive?: EntryIsActive<Entry> | undefined;
}

/**
 * The components of a type as a renderer module writes them: Mobile and InDropdown default to
 * Desktop, which must then take the type's dropdown entries too.
 */
type RendererSpec<Item, Entry> =
  | {
      Desktop: NavbarItemView<Item>;
      Mobile: NavbarItemView<Item | Entry>;
      InDropdown: NavbarItemView<Entry>;
      isActive?: EntryIsActive<Entry>;
    }
  | {
      Desktop: NavbarItemView<Item | Entry>;
      Mobile?: NavbarItemView<Item | Entry>;
      InDropdown?: NavbarItemView<Entry>;
      isActive?: EntryIsActive<Entry>;
    };

/** The renderer of a navbar item type whose items are `Item` on the bar and `Entry` in a dropdown. */
export function navbarItemRenderer<Item, Entry = never>(
  spec: RendererSpec<Item, Entry>,
): NavbarItemRenderer<Item, Entry>;
// The signature above makes Desktop take entries whenever it stands in for Mobile or InDropdown.
export function navbarItemRenderer({
  Desktop,
  Mobile = Desktop,
  InDropdown = Desktop,
  isActive,
}: RendererSpec<unknown, unknown>): NavbarItemRenderer<unknown, unknown> {
  return { Desktop, Mobile, InDropdown, isActive };
}
