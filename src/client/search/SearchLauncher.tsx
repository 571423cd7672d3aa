import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { searchModalAtom } from './state';
import { useSearchShortcuts } from './use-search-shortcuts';

/** DocSearch, its styles and the engine load only when the visitor first opens the modal. */
const SearchModal = lazy(() => import('./modal/SearchModal'));

/** Listens for the search shortcuts on every page, and mounts the modal once it is first opened. */
export function SearchLauncher() {
  useSearchShortcuts();
  const open = useAtomValue(searchModalAtom).open;
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SearchModal />
    </Suspense>
  ) : null;
}
