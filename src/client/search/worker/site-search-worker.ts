import { SearchUnavailableError } from '../../../shared/search/protocol';
import { indexFileLoader, type LocalSearchSite } from '../site-index-files';
import { createWorkerSearchClient, type WorkerSearchClient } from './worker-client';

/** The page's one search worker, started on first use; null where it cannot run. */
let worker: WorkerSearchClient | null | undefined;

/**
 * The search worker of this site's local indexes. Part of the first load, small, so that getting
 * search ready starts the worker at once rather than after a chunk has arrived; the worker's
 * own script (the engine) downloads then.
 */
export function siteSearchWorker(site: LocalSearchSite): WorkerSearchClient | null {
  if (worker !== undefined) return worker;
  try {
    const instance = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'search' });
    const client = createWorkerSearchClient(instance, indexFileLoader(site), {
      versions: [...site.versions],
      synonyms: site.synonyms.map((group) => [...group]),
    });
    // A worker that cannot start (its script blocked or broken) fails what it was asked, once;
    // the page's own engine answers from then on.
    instance.addEventListener('error', () => {
      worker = null;
      client.fail(new SearchUnavailableError('The search worker could not run.'));
    });
    worker = client;
  } catch {
    worker = null;
  }
  return worker;
}
