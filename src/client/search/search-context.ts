import type { FacetFilters } from '../../shared/search/protocol';
import { STANDALONE_PAGES_TAG } from '../../shared/search/records';

/**
 * What a search needs to know of its context, apart from the rest of the settings (which bring
 * the search transforms along): small, for the light dialog in every page's first load.
 */

/** DocSearch keeps recent searches per index name; the local index has one name per site. */
export const LOCAL_INDEX_NAME = 'local-docs';

/**
 * The filters of contextual search: the site language and the tags of the version being read
 * (an OR group, so a version could carry several tags), and, on a site with standalone pages,
 * their tag too, as Docusaurus keeps them in every context. Undefined when contextual search is off.
 */
export function contextualFacetFilters(
  settings: { contextual: boolean; language: string },
  versionName: string | undefined,
  withPages = false,
): FacetFilters | undefined {
  if (!settings.contextual || versionName === undefined) return undefined;
  return [
    `language:${settings.language}`,
    [`version:${versionName}`, ...(withPages ? [`docusaurus_tag:${STANDALONE_PAGES_TAG}`] : [])],
  ];
}
