import { pageDataFile } from '../../shared/page-data';
import { docDataFiles } from '../page-data/page-data-files';
import type { SiteOutput } from './site-output';

/** Each doc's data files: its page data and its body, which a page loads when the reader opens the doc from another. */
export const docData: SiteOutput = {
  name: "the docs' data files",
  files: (site) =>
    site.versions.flatMap(({ meta, sources }) =>
      sources.docs.flatMap((doc) =>
        [pageDataFile.doc(meta.name, doc.id), pageDataFile.body(meta.name, doc.id)].map((path) => ({
          path,
          version: meta.name,
          make: async (made) => docDataFiles(await made.doc(meta.name, doc.id)).get(path)!,
        })),
      ),
    ),
};
