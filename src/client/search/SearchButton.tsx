import { useSetAtom } from 'jotai';
import clsx from '../../shared/clsx';
import { useContextualVersion } from '../docs/use-versions';
import { useSiteConfig } from '../site-data-context';
import { prepareSearch } from './prepare-search';
import { openSearchAtom } from './state';

/**
 * The navbar's search button: it opens the search modal. On a phone it is the magnifier alone
 * (chrome.css), so its name is the aria-label rather than the text that may be hidden.
 */
export function SearchButton({ className }: { className?: string | undefined }) {
  const siteConfig = useSiteConfig();
  const open = useSetAtom(openSearchAtom);
  const version = useContextualVersion().name;
  // A visitor who points at or focuses the button is about to search: get ready then.
  const preload = () => prepareSearch(version);
  return (
    <div className={clsx('navbar-item', 'navbar-search', className)}>
      <button type="button" className="search-button" aria-label={siteConfig.search.placeholder} aria-keyshortcuts="Control+K Meta+K /" onClick={() => open({})} onPointerEnter={preload} onFocus={preload} onTouchStart={preload}>
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.4 12.9 19 17.6 17.6 19l-4.7-4.6a8 8 0 1 1 1.5-1.5ZM8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12Z" fill="currentColor" />
        </svg>
        <span className="search-button-placeholder">{siteConfig.search.placeholder}</span>
        <kbd className="search-button-keys" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
    </div>
  );
}
