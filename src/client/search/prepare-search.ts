import { buildEngineInPage, loadLightDialog, loadSearchModal } from './load-search-modal';
import { prefetchIndexFile } from './site-index-files';
import type { SearchSite } from './use-search-site';
import { siteSearchWorker } from './worker/site-search-worker';

const ignore = () => {
  // Work done ahead of need fails silently: the search that needs it tries again and reports.
};

/**
 * Gets search ready before it is opened: for the local index the engine of the version being
 * read, built in the search worker (or in the page's idle moments where the worker cannot run),
 * the one long piece of work of a first search, done as soon as a search is likely; then the
 * modal's code and styles. Called on a sign of a search only, never at idle: the pointer
 * over the search button, focus or a touch on it, a Ctrl/Cmd key going down (the start of
 * Ctrl/Cmd+K), "/", the search page, the opening itself. What is ready stays ready, so calling
 * it again costs nothing.
 */
export function prepareSearch(version: string, site: SearchSite): Promise<void> {
  const worker = site.hosted ? null : siteSearchWorker(site);
  if (!worker) loadSearchModal().catch(ignore);
  else loadLightDialog().catch(ignore);
  if (site.hosted) return Promise.resolve();
  prefetchIndexFile(site, version);
  if (!worker) {
    buildEngineInPage(version, site).catch(ignore);
    return Promise.resolve();
  }
  // DocSearch's code (the most of what search loads) comes once the worker has the index, or
  // after a while without it: until then the light dialog answers, and the page's main thread
  // stays free to hand the index over.
  const prepared = Promise.race([
    worker.prepare(version),
    new Promise<void>((done) => setTimeout(done, MODAL_WAIT_MS)),
  ]);
  void prepared.then(() => loadSearchModal().catch(ignore));
  return prepared;
}

/** The longest DocSearch's code waits for the worker to have the index. */
const MODAL_WAIT_MS = 1500;
