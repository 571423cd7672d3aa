import type { OutputSources } from './output-sources';
import { pageDataFile, STANDALONE_PAGES } from '../../shared/page-data';
import { pagesSearchIndex } from '../pages/page-search-index';
import { createSearchIndexBuilder } from '../search/build-indexes';
import type { SiteOutput } from './site-output';

/** One search index per version, of its every page, and one of the standalone pages. */
export const searchIndexes: SiteOutput = {
  name: 'the search indexes',
  files: (site) => [
    ...site.versions.map(({ meta, sources }) => ({
      path: pageDataFile.search(meta.name),
      version: meta.name,
      make: async (made: OutputSources) => {
        const builder = createSearchIndexBuilder(site);
        for (const doc of sources.docs) builder.add(await made.doc(meta.name, doc.id));
        return builder.finishVersion(meta.name).source;
      },
    })),
    ...(site.pages.length === 0
      ? []
      : [
          {
            path: pageDataFile.search(STANDALONE_PAGES),
            make: async (made: OutputSources) => {
              const pages = await Promise.all(site.pages.map((page) => made.page(page.id)));
              return pagesSearchIndex(site, pages)!.source;
            },
          },
        ]),
  ],
};
