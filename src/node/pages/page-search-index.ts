import { pageDataFile, STANDALONE_PAGES } from '../../shared/page-data';
import { packRecords, type SearchIndexFile } from '../../shared/search/records';
import type { SearchIndexAsset } from '../search/build-indexes';
import { docRecords } from '../search/build-records';
import type { LoadedSite } from '../site/load-site';
import type { RenderedPage } from './render-page';

/** The group of the standalone pages' results, as a doc's is its top sidebar category. */
export const STANDALONE_PAGES_GROUP = 'Pages';

/**
 * The standalone pages' own search index, beside the versions' (one file, which a search loads
 * with the version it searches): a record for each page's title, headings and paragraphs, as a
 * doc has. Unlisted pages are left out. Undefined for a site without standalone pages.
 */
export function pagesSearchIndex(site: LoadedSite, pages: readonly RenderedPage[]): SearchIndexAsset | undefined {
  if (site.pages.length === 0) return undefined;
  const language = site.config.i18n.defaultLocale;
  const context = { baseUrl: site.config.baseUrl, language, sidebar: [], fallbackLvl0: STANDALONE_PAGES_GROUP };
  const records = pages
    .filter((page) => !page.data.unlisted)
    .flatMap((page) =>
      docRecords({ versionName: STANDALONE_PAGES, path: page.path, reference: false, data: page.data }, context),
    );
  const file: SearchIndexFile = packRecords(STANDALONE_PAGES, language, records);
  return {
    version: STANDALONE_PAGES,
    fileName: pageDataFile.search(STANDALONE_PAGES),
    source: JSON.stringify(file),
  };
}
