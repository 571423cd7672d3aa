import { whenIdle } from '../components/when-idle';
import { synonymMap } from './engine/query-terms';
import { createHostedSearchClient } from './hosted-client';
import { createIndexLoader, type IndexLoader } from './index-loader';
import { createLocalSearchClient } from './local-client';
import type { SearchClient } from '../../shared/search/protocol';
import type { SearchSettings } from './settings';
import { indexFileLoader, type LocalSearchSite } from './site-index-files';
import { siteSearchWorker } from './worker/site-search-worker';

/**
 * Engines built in the page itself, in idle moments, from the shared index files: where the
 * search worker cannot run (no module workers, or a policy that forbids them).
 */
export const pageEngines = (site: LocalSearchSite): IndexLoader =>
  (engines ??= createIndexLoader(indexFileLoader(site), { synonyms: synonymMap(site.synonyms) }, whenIdle));
let engines: IndexLoader | undefined;

/** The search page's client: the hosted index when configured, else the local indexes. */
export function siteSearchClient(settings: SearchSettings, site: LocalSearchSite): SearchClient {
  return settings.hosted ? createHostedSearchClient(settings.hosted) : localSearchClient(site);
}

/** The local indexes, searched by the search worker, or in the page where it cannot run. */
export function localSearchClient(site: LocalSearchSite): SearchClient {
  return {
    search: (parameters) =>
      (siteSearchWorker(site) ?? createLocalSearchClient(pageEngines(site), site.versions)).search(parameters),
  };
}
