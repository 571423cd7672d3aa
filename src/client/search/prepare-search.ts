import { buildEngineInPage, loadSearchModal } from './load-search-modal';
import { prefetchIndexFile } from './site-index-files';
import type { SearchSite } from './use-search-site';
import { siteSearchWorker } from './worker/site-search-worker';

const ignore = () => {
  // Work done ahead of need fails silently: the search that needs it tries again and reports.
};

/**
 * Gets search ready before it is opened: the modal's code and styles, and for the local index
 * the engine of the version being read, built in the search worker (or in the page's idle
 * moments where the worker cannot run): the one long piece of work of a first search, done
 * as soon as a search is likely. Called on a sign of a search only, never at idle: the pointer
 * over the search button, focus or a touch on it, a Ctrl/Cmd key going down (the start of
 * Ctrl/Cmd+K), "/", the search page, the opening itself. What is ready stays ready, so calling
 * it again costs nothing.
 */
export function prepareSearch(version: string, site: SearchSite): void {
  loadSearchModal().catch(ignore);
  if (site.hosted) return;
  prefetchIndexFile(site, version);
  const worker = siteSearchWorker(site);
  if (worker) worker.prepare(version);
  else buildEngineInPage(version, site).catch(ignore);
}
