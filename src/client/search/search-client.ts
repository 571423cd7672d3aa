import indexUrls from 'virtual:effectie/search-index';
import { createHostedSearchClient } from './hosted-client';
import { createIndexLoader } from './index-loader';
import { createLocalSearchClient } from './local-client';
import type { SearchClient } from './protocol';
import type { SearchSettings } from './settings';

/**
 * One loader for the whole page, so that the modal and the search page share the downloaded
 * indexes. It is module state on purpose: the files it caches are immutable (content-hashed)
 * and the DocSearch modal calls it from outside React, where no jotai store is at hand.
 */
const loadEngine = createIndexLoader(indexUrls);

/** The search page's client: the hosted index when configured, else the local indexes. */
export function siteSearchClient(settings: SearchSettings): SearchClient {
  return settings.hosted ? createHostedSearchClient(settings.hosted) : localSearchClient();
}

export function localSearchClient(): SearchClient {
  return createLocalSearchClient(loadEngine, Object.keys(indexUrls));
}

/** Starts downloading a version's index before the first keystroke needs it. */
export function preloadSearchIndex(version: string): void {
  loadEngine(version).catch(() => {
    // The search that needs it reports the failure; preloading stays silent.
  });
}
