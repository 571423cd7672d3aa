import { useAtomValue } from 'jotai';
import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadWhenIdle } from '../components/when-idle';
import { useContextualVersion } from '../docs/use-versions';
import { canPrefetch } from '../routing/network';
import { loadSearchModal } from './load-search-modal';
import { prepareSearch } from './prepare-search';
import { searchModalAtom } from './state';
import { useSearchShortcuts } from './use-search-shortcuts';

type Loaded = { modal: ComponentType } | { error: unknown };

/**
 * Listens for the search shortcuts on every page, and mounts the modal once it is first opened.
 * DocSearch, its styles, the engine and the index are not in the page's first load: they
 * download, and the search worker builds the engine, once the page has loaded and the browser is
 * idle, or on the first sign of a search (see prepareSearch).
 */
export function SearchLauncher() {
  const version = useContextualVersion().name;
  useSearchShortcuts(version);
  const open = useAtomValue(searchModalAtom).open;
  const [loaded, setLoaded] = useState<Loaded>();

  // Once per page load, and not for a visitor who saves data: a version read later gets ready
  // on the first sign of a search of it.
  useEffect(() => (canPrefetch() ? afterLoadWhenIdle(() => prepareSearch(version)) : undefined), []);

  // The modal mounts when its module has arrived, not through React.lazy: a Suspense boundary
  // would hold the finished modal back for React's 300 ms fallback throttle.
  useEffect(() => {
    if (!open || loaded) return;
    prepareSearch(version);
    let current = true;
    loadSearchModal().then(
      (module) => current && setLoaded({ modal: module.default }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [open, version, loaded]);

  if (loaded && 'error' in loaded) throw loaded.error;
  const Modal = loaded?.modal;
  return Modal ? <Modal /> : null;
}
