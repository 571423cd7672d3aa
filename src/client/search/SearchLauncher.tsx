import { useAtomValue } from 'jotai';
import { useEffect, useState, type ComponentType } from 'react';
import { useContextualVersion } from '../docs/use-versions';
import { useSearchSite } from './use-search-site';
import { loadLightDialog, loadSearchModal } from './load-search-modal';
import { prepareSearch } from './prepare-search';
import { SearchDialogShell } from './SearchDialogShell';
import { searchModalAtom, searchModalReadyAtom } from './state';
import { useSearchShortcuts } from './use-search-shortcuts';

type Loaded = { modal: ComponentType } | { error: unknown };

/**
 * Listens for the search shortcuts on every page, and mounts the modal once it is first opened.
 * DocSearch, its styles, the engine and the index download only on a sign of a search (see
 * prepareSearch), never ahead of it: a reader who does not search does not pay for them. Until
 * the modal's code has arrived, the opened dialog is a light shell that keeps what is typed.
 */
export function SearchLauncher() {
  const version = useContextualVersion().name;
  const search = useSearchSite();
  useSearchShortcuts(version, search);
  const open = useAtomValue(searchModalAtom).open;
  const ready = useAtomValue(searchModalReadyAtom);
  const [loaded, setLoaded] = useState<Loaded>();
  const [light, setLight] = useState<ComponentType>();

  // The light dialog replaces the input-only shell when its code arrives (fetched with the worker
  // on a sign of a search, so usually before the dialog opens).
  useEffect(() => {
    if (!open || light || search.hosted) return;
    let current = true;
    loadLightDialog().then(
      (module) => current && setLight(() => module.default),
      () => {
        // The input-only shell stays until DocSearch takes over.
      },
    );
    return () => {
      current = false;
    };
  }, [open, light, search.hosted]);

  // The modal mounts when its module has arrived, not through React.lazy: a Suspense boundary
  // would hold the finished modal back for React's 300 ms fallback throttle.
  useEffect(() => {
    if (!open || loaded) return;
    let current = true;
    prepareSearch(version, search)
      .then(loadSearchModal)
      .then(
        (module) => current && setLoaded({ modal: module.default }),
        (error: unknown) => current && setLoaded({ error }),
      );
    return () => {
      current = false;
    };
  }, [open, version, search, loaded]);

  if (loaded && 'error' in loaded) throw loaded.error;
  const Modal = loaded?.modal;
  const Light = light;
  // The light dialog stays until DocSearch has taken over, so that its results never blink out.
  return (
    <>
      {open && !ready && (Light ? <Light /> : <SearchDialogShell />)}
      {Modal && <Modal />}
    </>
  );
}
