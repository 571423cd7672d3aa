import indexUrls from 'virtual:effectie/search-index';
import { createIndexFileLoader } from './index-files';

/**
 * The page's one loader of index files, shared by the shortcut (which starts the download), the
 * modal and the search page. Module state on purpose: the files are immutable, and the DocSearch
 * modal calls it from outside React, where no jotai store is at hand.
 */
export const loadIndexFile = createIndexFileLoader(indexUrls);
export const indexVersions = Object.keys(indexUrls);

/** Starts downloading a version's index before the first keystroke needs it. */
export function prefetchIndexFile(version: string): void {
  loadIndexFile(version).catch(() => {
    // The search that needs it reports the failure; prefetching stays silent.
  });
}
