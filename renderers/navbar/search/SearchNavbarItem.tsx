import type { SearchItem } from '../../../schema/navbar-items';
import { SearchButton } from '../../../src/client/search/SearchButton';
import type { NavbarItemProps, NavbarItemRenderer } from '../shared/types';

type Item = Omit<SearchItem, 'position'>;

/** The search button where site.yaml places it; it opens the search modal. */
function SearchNavbarItem({ item }: NavbarItemProps<Item>) {
  return <SearchButton className={item.className} />;
}

export const searchNavbarItem: NavbarItemRenderer<Item> = { Desktop: SearchNavbarItem, Mobile: SearchNavbarItem };
