import { whenIdle } from '../components/when-idle';
import { synonymMap } from './engine/query-terms';
import { createHostedSearchClient } from './hosted-client';
import { createIndexLoader, type IndexLoader } from './index-loader';
import { createLocalSearchClient } from './local-client';
import type { SearchClient } from '../../shared/search/protocol';
import type { SearchSettings } from './settings';
import { indexVersions, loadIndexFile } from './site-index-files';
import { siteSearchWorker } from './worker/site-search-worker';

/**
 * Engines built in the page itself, in idle moments, from the shared index files: where the
 * search worker cannot run (no module workers, or a policy that forbids them).
 */
export const pageEngines = (synonyms: Synonyms): IndexLoader => (engines ??= createIndexLoader(loadIndexFile, { synonyms: synonymMap(synonyms) }, whenIdle));
let engines: IndexLoader | undefined;

/** site.yaml's `search.synonyms`: one list per page, so the page's engines and worker take it once. */
export type Synonyms = ReadonlyArray<readonly string[]>;

/** The search page's client: the hosted index when configured, else the local indexes. */
export function siteSearchClient(settings: SearchSettings, synonyms: Synonyms): SearchClient {
  return settings.hosted ? createHostedSearchClient(settings.hosted) : localSearchClient(synonyms);
}

/** The local indexes, searched by the search worker, or in the page where it cannot run. */
export function localSearchClient(synonyms: Synonyms): SearchClient {
  return { search: (parameters) => (siteSearchWorker(synonyms) ?? createLocalSearchClient(pageEngines(synonyms), indexVersions)).search(parameters) };
}
