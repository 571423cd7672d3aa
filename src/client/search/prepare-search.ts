import { siteConfig } from '../site-data';
import { loadSearchEngine, loadSearchModal } from './load-search-modal';
import { prefetchIndexFile } from './site-index-files';

const ignore = () => {
  // Work done ahead of need fails silently: the search that needs it tries again and reports.
};

/**
 * Gets search ready before it is opened: the modal's code and styles, and for the local index
 * the engine of the version being read, built in idle moments. Called once the page has loaded
 * and the browser is idle, and on any sign of a search: the pointer over the search button,
 * focus on it, a Ctrl/Cmd key going down (the start of Ctrl/Cmd+K), the opening itself. What is
 * ready stays ready, so calling it again costs nothing.
 */
export function prepareSearch(version: string): void {
  loadSearchModal().catch(ignore);
  if (siteConfig.search.appId !== undefined) return;
  // The index file downloads beside the engine's code, not after it.
  prefetchIndexFile(version);
  loadSearchEngine(version).catch(ignore);
}
