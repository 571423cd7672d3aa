import type { SearchItem } from '../../../schema/navbar-items/search-item';
import { navbarItemRenderer, SearchButton, type NavbarItemProps } from '../../../src/client';

/** The search button where site.yaml places it; it opens the search modal. */
function SearchNavbarItem({ item }: NavbarItemProps<SearchItem>) {
  return <SearchButton className={item.className} />;
}

export const searchNavbarItem = navbarItemRenderer<SearchItem>({ Desktop: SearchNavbarItem });
