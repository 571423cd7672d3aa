import { whenIdle } from '../components/when-idle';
import { siteConfig } from '../site-data';
import { synonymMap } from './engine/query-terms';
import { createHostedSearchClient } from './hosted-client';
import { createIndexLoader } from './index-loader';
import { createLocalSearchClient } from './local-client';
import type { SearchClient } from '../../shared/search/protocol';
import type { SearchSettings } from './settings';
import { indexVersions, loadIndexFile } from './site-index-files';
import { siteSearchWorker } from './worker/site-search-worker';

/**
 * Engines built in the page itself, in idle moments, from the shared index files: where the
 * search worker cannot run (no module workers, or a policy that forbids them).
 */
export const pageEngines = createIndexLoader(loadIndexFile, { synonyms: synonymMap(siteConfig.search.synonyms) }, whenIdle);
const inPage = createLocalSearchClient(pageEngines, indexVersions);

/** The search page's client: the hosted index when configured, else the local indexes. */
export function siteSearchClient(settings: SearchSettings): SearchClient {
  return settings.hosted ? createHostedSearchClient(settings.hosted) : localSearchClient();
}

/** The local indexes, searched by the search worker, or in the page where it cannot run. */
export function localSearchClient(): SearchClient {
  return { search: (parameters) => (siteSearchWorker() ?? inPage).search(parameters) };
}
