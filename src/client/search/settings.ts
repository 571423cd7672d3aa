import type { BrowserSiteConfig } from '../../shared/browser-site-config';
import { searchTransforms } from '../../../registry/search-transforms';
import type { FacetFilters } from '../../shared/search/protocol';
import { STANDALONE_PAGES_TAG } from '../../shared/search/records';
import type { SearchHitsTransform } from './search-transforms';

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

/** DocSearch keeps recent searches per index name; the local index has one name per site. */
const LOCAL_INDEX_NAME = 'local-docs';

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

/**
 * The filters of contextual search: the site language and the tags of the version being read
 * (an OR group, so a version could carry several tags), and, on a site with standalone pages,
 * their tag too, as Docusaurus keeps them in every context. Undefined when contextual search is off.
 */
export function contextualFacetFilters(
  settings: SearchSettings,
  versionName: string | undefined,
  withPages = false,
): FacetFilters | undefined {
  if (!settings.contextual || versionName === undefined) return undefined;
  return [
    `language:${settings.language}`,
    [`version:${versionName}`, ...(withPages ? [`docusaurus_tag:${STANDALONE_PAGES_TAG}`] : [])],
  ];
}
