import type { BrowserSiteConfig } from '../../shared/browser-site-config';
import { searchTransforms } from '../../../registry/search-transforms';
import type { SearchHitsTransform } from './search-transforms';
import { LOCAL_INDEX_NAME } from './search-context';

export interface SearchSettings {
  /** The hosted index, when site.yaml configures one; the local index otherwise. */
  hosted: { appId: string; apiKey: string; indexName: string } | undefined;
  indexName: string;
  contextual: boolean;
  language: string;
  placeholder: string;
  searchPagePath: string;
  externalUrlRegex: RegExp | undefined;
  transformItems: SearchHitsTransform;
  assistantId: string | undefined;
  missingResultsUrl: ((query: string) => string) | undefined;
}

export function searchSettings(config: BrowserSiteConfig): SearchSettings {
  const { search } = config;
  const hosted =
    search.appId !== undefined && search.apiKey !== undefined && search.indexName !== undefined
      ? { appId: search.appId, apiKey: search.apiKey, indexName: search.indexName }
      : undefined;
  const missing = search.missingResultsUrl;
  return {
    hosted,
    indexName: hosted?.indexName ?? LOCAL_INDEX_NAME,
    contextual: search.contextualSearch,
    language: config.i18n.defaultLocale,
    placeholder: search.placeholder,
    searchPagePath: search.searchPagePath,
    externalUrlRegex: search.externalUrlRegex === undefined ? undefined : new RegExp(search.externalUrlRegex),
    transformItems: search.transformItems === undefined ? (hits) => [...hits] : searchTransforms[search.transformItems],
    assistantId: hosted ? search.askAi.assistantId : undefined,
    missingResultsUrl:
      missing === undefined ? undefined : (query) => missing.replace('{query}', () => encodeURIComponent(query)),
  };
}
