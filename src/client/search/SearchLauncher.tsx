import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useContextualVersion } from '../docs/use-versions';
import { siteConfig } from '../site-data';
import { loadSearchModal } from './load-search-modal';
import { prefetchIndexFile } from './site-index-files';
import { searchModalAtom } from './state';
import { useSearchShortcuts } from './use-search-shortcuts';

/** DocSearch, its styles and the engine load only when the visitor first opens the modal. */
const SearchModal = lazy(loadSearchModal);

/** Listens for the search shortcuts on every page, and mounts the modal once it is first opened. */
export function SearchLauncher() {
  useSearchShortcuts();
  const open = useAtomValue(searchModalAtom).open;
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const version = useContextualVersion().name;
  // The index downloads while the modal's code does, not after it.
  useEffect(() => {
    if (open && siteConfig.search.appId === undefined) prefetchIndexFile(version);
  }, [open, version]);
  return wanted ? (
    <Suspense fallback={null}>
      <SearchModal />
    </Suspense>
  ) : null;
}
