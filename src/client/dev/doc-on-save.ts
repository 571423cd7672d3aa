import type { createStore } from 'jotai';
import { DOC_CHANGED_EVENT } from '../../shared/dev-events';
import { reloadRoute } from '../routing/route-modules';
import { matchRoute } from '../routing/route-table';
import { readSite, versionsAtHandAtom } from '../site/site-atoms';

type Store = ReturnType<typeof createStore>;

/**
 * In development, a page saved with only its body changed shows again where it is open, without
 * reloading the page: the server says which doc (DOC_CHANGED_EVENT), and its data is loaded again.
 */
export function showDocsOnSave(store: Store): void {
  if (!import.meta.hot) return;
  import.meta.hot.on(DOC_CHANGED_EVENT, ({ versionName, docId }: { versionName: string; docId: string }) => {
    const doc = store
      .get(versionsAtHandAtom)
      .get(versionName)
      ?.docs.find((candidate) => candidate.id === docId);
    if (doc === undefined) return;
    readSite(store.get).source.forget(versionName, docId);
    reloadRoute(store, matchRoute(store, doc.path)).catch((error: unknown) => console.error(error));
  });
}
