import { renderDocsAndPages, type RenderedDoc } from '../docs/render-docs';
import { markdownFiles } from '../markdown-copies/markdown-files';
import { pageDataFiles, versionDataFiles } from '../page-data/page-data-files';
import { pagesSearchIndex } from '../pages/page-search-index';
import type { RenderedPage } from '../pages/render-page';
import { buildSearchIndexes } from '../search/build-indexes';
import { openSite, type OpenedSite, type OpenOptions } from './open-site';

/** The site with every page rendered into memory: what the component tests serve (the plugin's `prepared`). */
export interface PreparedSite extends OpenedSite {
  docs: RenderedDoc[];
  /** The standalone pages of content/pages/. */
  pages: RenderedPage[];
  /** The data files pages load (see PageDataSource), search indexes included, by path inside the output folder. */
  dataFiles: Map<string, string>;
  /** The Markdown copies and llms files, by path inside the output folder. */
  textFiles: Map<string, string>;
}

/** Opens the site and renders every page, its data files, search indexes and Markdown copies, all in memory. */
export async function prepareSite(options: OpenOptions): Promise<PreparedSite> {
  const opened = await openSite(options);
  const { site, renderer } = opened;
  const { docs, pages } = await renderDocsAndPages(site, renderer);
  const search = buildSearchIndexes(site, docs);
  const pagesIndex = pagesSearchIndex(site, pages);
  const dataFiles = new Map([
    ...site.versions.flatMap((version) => [...versionDataFiles(version, docs)]),
    ...pages.flatMap((page) => [...pageDataFiles(page)]),
    ...[...search.assets, ...(pagesIndex === undefined ? [] : [pagesIndex])].map(
      (asset) => [asset.fileName, asset.source] as const,
    ),
  ]);
  return { ...opened, docs, pages, dataFiles, textFiles: markdownFiles(site) };
}
