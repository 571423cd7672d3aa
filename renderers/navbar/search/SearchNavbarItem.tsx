import type { NavbarItemProps } from '../../../registry/navbar-item-type';
import { SearchButton } from '../../../src/client/search/SearchButton';
import type { SearchItem } from './search.schema';

/** The search button where site.yaml places it; it opens the search modal. */
export function SearchNavbarItem({ item }: NavbarItemProps<SearchItem>) {
  return <SearchButton className={item.className} />;
}
