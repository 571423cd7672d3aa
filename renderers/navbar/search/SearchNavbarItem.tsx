import type { SearchItem } from '../../../schema/navbar-items';
import { useNavigateWithPreload } from '../../../src/client/routing/navigation';
import { siteConfig } from '../../../src/client/site-data';
import clsx from '../../../src/shared/clsx';
import type { NavbarItemProps, NavbarItemRenderer } from '../shared/types';

type Item = Omit<SearchItem, 'position'>;

/** The search button; it opens the search page, where the query is typed. */
function SearchButton({ item }: NavbarItemProps<Item>) {
  const navigate = useNavigateWithPreload();
  return (
    <div className={clsx('navbar-item', 'navbar-search', item.className)}>
      <button type="button" className="search-button" onClick={() => void navigate(`/${siteConfig.search.searchPagePath}`)}>
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.4 12.9 19 17.6 17.6 19l-4.7-4.6a8 8 0 1 1 1.5-1.5ZM8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12Z" fill="currentColor" />
        </svg>
        <span className="search-button-placeholder">{siteConfig.search.placeholder}</span>
      </button>
    </div>
  );
}

export const searchNavbarItem: NavbarItemRenderer<Item> = { Desktop: SearchButton, Mobile: SearchButton };
