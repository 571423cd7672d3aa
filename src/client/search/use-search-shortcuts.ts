import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { prepareSearch } from './prepare-search';
import type { SearchSite } from './use-search-site';
import { closeSearchAtom, openSearchAtom, searchModalAtom, searchModalReadyAtom } from './state';

const isEditing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

const isPlainKey = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * A key typed into the query where its caret is (the end when the light dialog never had the
 * focus), as an input would take it: it replaces the selected text, and Backspace deletes it or
 * the letter before the caret.
 */
export function typedAtCaret(
  query: string,
  caret: readonly [number, number] | undefined,
  key: string,
): { initialQuery: string; caret: [number, number] } {
  const [start, end] = caret ?? [query.length, query.length];
  if (key !== 'Backspace')
    return { initialQuery: query.slice(0, start) + key + query.slice(end), caret: [start + 1, start + 1] };
  const from = start === end ? Math.max(0, start - 1) : start;
  return { initialQuery: query.slice(0, from) + query.slice(end), caret: [from, from] };
}

const isCommandKey = (event: KeyboardEvent) => event.key === 'Control' || event.key === 'Meta';

/**
 * Ctrl/Cmd+K and "/" open the search modal from the first keypress, before its code has
 * loaded; what the visitor types until it shows is kept as its query. A key typed while the
 * navbar's search button has focus opens it too, starting with that key. Ctrl or Cmd going down
 * may be the start of Ctrl/Cmd+K: search gets ready then. This listener stays tiny: it is part
 * of every page's first load.
 */
export function useSearchShortcuts(version: string, search: SearchSite): void {
  const store = useStore();
  const latestVersion = useRef(version);
  latestVersion.current = version;
  const latestSearch = useRef(search);
  latestSearch.current = search;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || !event.key) return;
      if (isCommandKey(event)) {
        // What is ready stays ready: only a version not searched yet has work left.
        if (!event.repeat) prepareSearch(latestVersion.current, latestSearch.current);
        return;
      }
      const state = store.get(searchModalAtom);
      const commandK =
        event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      if (state.open) {
        // The light dialog's input edits the query itself, caret and all.
        const inLightDialog =
          event.target instanceof HTMLElement && event.target.matches('.search-shell-input:not([readonly])');
        if (commandK) {
          event.preventDefault();
          store.set(closeSearchAtom);
        } else if (inLightDialog) {
          return;
        } else if (!store.get(searchModalReadyAtom) && (isPlainKey(event) || event.key === 'Backspace')) {
          // The modal is still loading: keep the keystrokes for it.
          event.preventDefault();
          store.set(searchModalAtom, { ...state, ...typedAtCaret(state.initialQuery, state.caret, event.key) });
        } else if (event.key === 'Escape' && !store.get(searchModalReadyAtom)) {
          store.set(closeSearchAtom);
        }
        return;
      }
      const slash = event.key === '/' && isPlainKey(event) && !isEditing(event.target);
      const onSearchButton =
        event.target instanceof HTMLElement &&
        event.target.matches('.search-button') &&
        isPlainKey(event) &&
        event.key !== ' ';
      if (commandK || slash) {
        event.preventDefault();
        // Start now rather than after React has rendered the opening.
        prepareSearch(latestVersion.current, latestSearch.current);
        store.set(openSearchAtom, {});
      } else if (onSearchButton) {
        event.preventDefault();
        store.set(openSearchAtom, { initialQuery: event.key });
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
