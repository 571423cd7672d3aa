import { pageDataFile, pageDataUrl } from '../../shared/page-data';
import { createIndexFileLoader, type IndexFileLoader } from './index-files';

/** What the page's local search needs of its site: where the index files are, which versions have one, and the synonyms. */
export interface LocalSearchSite {
  baseUrl: string;
  versions: readonly string[];
  /** site.yaml's `search.synonyms`. */
  synonyms: ReadonlyArray<readonly string[]>;
}

let loader: IndexFileLoader | undefined;

/**
 * The page's one loader of index files, shared by the shortcut (which starts the download), the
 * modal and the search page. Module state on purpose: a page has one site, and the DocSearch
 * modal calls it from outside React, where no jotai store is at hand.
 */
export function indexFileLoader(site: LocalSearchSite): IndexFileLoader {
  loader ??= createIndexFileLoader(
    Object.fromEntries(
      site.versions.map((version) => [version, pageDataUrl(site.baseUrl, pageDataFile.search(version))]),
    ),
  );
  return loader;
}

/** Starts downloading a version's index before the first keystroke needs it. */
export function prefetchIndexFile(site: LocalSearchSite, version: string): void {
  indexFileLoader(site)(version).catch(() => {
    // The search that needs it reports the failure; prefetching stays silent.
  });
}
