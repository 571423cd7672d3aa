import { useMemo } from 'react';
import { useDocsMetadata, useSiteConfig } from '../site/use-site-data';
import type { LocalSearchSite } from './site-index-files';

/** What search needs of the site: whether a hosted index answers, and else where the local one is. */
export interface SearchSite extends LocalSearchSite {
  hosted: boolean;
}

/** The page's search site, the same object on every render. */
export function useSearchSite(): SearchSite {
  const { baseUrl, search } = useSiteConfig();
  const { versions } = useDocsMetadata();
  return useMemo(
    () => ({
      hosted: search.appId !== undefined,
      baseUrl,
      versions: versions.map((version) => version.name),
      synonyms: search.synonyms,
    }),
    [baseUrl, search, versions],
  );
}
