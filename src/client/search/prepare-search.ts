import { siteConfig } from '../site-data';
import { buildEngineInPage, loadSearchModal, prefetchSearchModal } from './load-search-modal';
import { siteSearchWorker } from './worker/site-search-worker';

const ignore = () => {
  // Work done ahead of need fails silently: the search that needs it tries again and reports.
};

/**
 * Gets search ready on a sign of a search: the pointer over the search button, focus on it, a
 * Ctrl/Cmd key going down (the start of Ctrl/Cmd+K), the opening itself. The modal's code runs
 * and its styles apply, and the engine of the version being read gets built. What is ready stays
 * ready, so calling it again costs nothing.
 */
export function prepareSearch(version: string): void {
  loadSearchModal().catch(ignore);
  prepareEngine(version);
}

/**
 * Gets search ready once the page has loaded and the browser is idle, without the main thread:
 * the modal's code and styles download but wait for a sign of a search to run, and the search
 * worker downloads the index and builds the engine, the one long piece of work of a first search.
 */
export function prefetchSearch(version: string): void {
  prefetchSearchModal();
  prepareEngine(version);
}

/** For the local index: the engine of `version`, built in the search worker, or in the page's idle moments where it cannot run. */
function prepareEngine(version: string): void {
  if (siteConfig.search.appId !== undefined) return;
  const worker = siteSearchWorker();
  if (worker) worker.prepare(version);
  else buildEngineInPage(version).catch(ignore);
}
