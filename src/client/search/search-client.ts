import { whenIdle } from '../components/when-idle';
import { createHostedSearchClient } from './hosted-client';
import { siteConfig } from '../site-data';
import { synonymMap } from './engine/query-terms';
import { createIndexLoader } from './index-loader';
import { createLocalSearchClient } from './local-client';
import type { SearchClient } from './protocol';
import type { SearchSettings } from './settings';
import { indexVersions, loadIndexFile } from './site-index-files';

/** Engines built, in idle moments, from the shared index files; the modal and the search page share them too. */
export const loadEngine = createIndexLoader(loadIndexFile, { synonyms: synonymMap(siteConfig.search.synonyms) }, whenIdle);

/** The search page's client: the hosted index when configured, else the local indexes. */
export function siteSearchClient(settings: SearchSettings): SearchClient {
  return settings.hosted ? createHostedSearchClient(settings.hosted) : localSearchClient();
}

export function localSearchClient(): SearchClient {
  return createLocalSearchClient(loadEngine, indexVersions);
}
