import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { useSiteConfig } from '../site/use-site-data';
import { rememberOpener } from './search-opener';
import { closeSearchAtom, searchModalAtom } from './state';

/**
 * What the search dialog shows until the light dialog's code (LightDialog, fetched on a sign of
 * a search) has arrived: the dialog and its input, focused, at the moment it is opened. The keys typed meanwhile are kept by the shortcut listener as the query
 * (see useSearchShortcuts); the input shows them, and the loaded modal starts from them.
 */
export function SearchDialogShell() {
  const siteConfig = useSiteConfig();
  const state = useAtomValue(searchModalAtom);
  const close = useSetAtom(closeSearchAtom);
  const input = useRef<HTMLInputElement>(null);
  // The modal, or the closing, hands the focus back to where it was: give it back on leaving, so
  // that the modal finds its opener in focus rather than this input.
  useLayoutEffect(() => {
    const opener = document.activeElement;
    rememberOpener(opener);
    input.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  if (!state.open) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop, outside the dialog, closes it, as DocSearch's does; keyboards close it with Escape.
    <div className="search-shell" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div className="search-shell-dialog" role="dialog" aria-modal="true" aria-label="Search" aria-busy="true">
        <div className="search-shell-bar">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M14.4 12.9 19 17.6 17.6 19l-4.7-4.6a8 8 0 1 1 1.5-1.5ZM8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12Z"
              fill="currentColor"
            />
          </svg>
          <input
            ref={input}
            className="search-shell-input"
            type="search"
            aria-label="Search"
            placeholder={siteConfig.search.placeholder}
            value={state.initialQuery}
            readOnly
          />
        </div>
      </div>
    </div>
  );
}
