import { useSetAtom } from 'jotai';
import clsx from '../../shared/clsx';
import { useContextualVersion } from '../docs/use-versions';
import { useSiteConfig } from '../site/use-site-data';
import { prepareSearch } from './prepare-search';
import { useSearchSite } from './use-search-site';
import { openSearchAtom } from './state';

/**
 * The navbar's search button: it opens the search modal. Its name is what it shows, the
 * placeholder and, where a keyboard is likely, the key hint (WCAG 2.5.3, Label in Name): a
 * reader who says what they see finds it. On a phone it shows the magnifier alone (chrome.css),
 * and the placeholder, hidden only from sight, still names it.
 */
export function SearchButton({ className }: { className?: string | undefined }) {
  const siteConfig = useSiteConfig();
  const open = useSetAtom(openSearchAtom);
  const version = useContextualVersion().name;
  // A visitor who points at or focuses the button is about to search: get ready then.
  const searchSite = useSearchSite();
  const preload = () => prepareSearch(version, searchSite);
  return (
    <div className={clsx('navbar-item', 'navbar-search', className)}>
      <button
        type="button"
        className="search-button"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => open({})}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.4 12.9 19 17.6 17.6 19l-4.7-4.6a8 8 0 1 1 1.5-1.5ZM8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12Z"
            fill="currentColor"
          />
        </svg>
        <span className="search-button-placeholder">{siteConfig.search.placeholder}</span>
        <kbd className="search-button-keys">Ctrl K</kbd>
      </button>
    </div>
  );
}
