import { useMemo } from 'react';
import { STANDALONE_PAGES } from '../../shared/page-data';
import { useDocsMetadata, useSiteConfig, useStandalonePages } from '../site/use-site-data';
import type { LocalSearchSite } from './site-index-files';

/** What search needs of the site: whether a hosted index answers, and else where the local one is. */
export interface SearchSite extends LocalSearchSite {
  hosted: boolean;
  /** Whether the site has standalone pages, which contextual search keeps beside the version it searches. */
  pages: boolean;
}

/** The page's search site, the same object on every render. */
export function useSearchSite(): SearchSite {
  const { baseUrl, search } = useSiteConfig();
  const { versions } = useDocsMetadata();
  const pages = useStandalonePages().length > 0;
  return useMemo(
    () => ({
      hosted: search.appId !== undefined,
      pages,
      baseUrl,
      // The standalone pages' index is named as no version can be.
      versions: [...versions.map((version) => version.name), ...(pages ? [STANDALONE_PAGES] : [])],
      synonyms: search.synonyms,
    }),
    [baseUrl, search, versions, pages],
  );
}
