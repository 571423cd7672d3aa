import { pageDataFile } from '../../shared/page-data';
import { pageDataFiles } from '../page-data/page-data-files';
import type { SiteOutput } from './site-output';

/** Each standalone page's data files, as a doc's. */
export const standalonePageData: SiteOutput = {
  name: "the standalone pages' data files",
  files: (site) =>
    site.pages.flatMap((page) =>
      [pageDataFile.page(page.id), pageDataFile.pageBody(page.id)].map((path) => ({
        path,
        make: async (made) => pageDataFiles(await made.page(page.id)).get(path)!,
      })),
    ),
};
