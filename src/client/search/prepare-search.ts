import { siteConfig } from '../site-data';
import { loadEngineCode, loadSearchEngine, loadSearchModal } from './load-search-modal';
import { prefetchIndexFile } from './site-index-files';

/**
 * How likely a search is, which decides how much is done ahead of it:
 * - `idle`: the page has loaded and the browser has nothing to do. The code of the modal and
 *   of the engine, and the version's index file, download: bandwidth, but little main-thread time.
 * - `intent`: the pointer is over the search button, it has focus, a Ctrl/Cmd key is down (the
 *   start of Ctrl/Cmd+K), or the modal is opening. The local engine is built too: the one long
 *   task of a first search, done before the visitor waits for it.
 */
export type SearchLikelihood = 'idle' | 'intent';

const ignore = () => {
  // Work done ahead of need fails silently: the search that needs it tries again and reports.
};

export function prepareSearch(version: string, likelihood: SearchLikelihood): void {
  loadSearchModal().catch(ignore);
  if (siteConfig.search.appId !== undefined) return;
  prefetchIndexFile(version);
  (likelihood === 'intent' ? loadSearchEngine(version) : loadEngineCode()).catch(ignore);
}
