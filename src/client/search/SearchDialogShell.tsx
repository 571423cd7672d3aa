import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { useSiteConfig } from '../site/use-site-data';
import { rememberOpener } from './search-opener';
import { SearchShellFrame } from './SearchShellFrame';
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
    <SearchShellFrame
      close={close}
      input={
        <input
          ref={input}
          className="search-shell-input"
          type="search"
          aria-label="Search"
          placeholder={siteConfig.search.placeholder}
          value={state.initialQuery}
          readOnly
        />
      }
    />
  );
}
