import { renderDocs, type RenderedDoc } from '../docs/render-docs';
import { markdownFiles } from '../markdown-copies/markdown-files';
import { versionDataFiles } from '../page-data/page-data-files';
import { buildSearchIndexes } from '../search/build-indexes';
import { openSite, type OpenedSite, type OpenOptions } from './open-site';

/** The site with every page rendered into memory: what the component tests serve (the plugin's `prepared`). */
export interface PreparedSite extends OpenedSite {
  docs: RenderedDoc[];
  /** The data files pages load (see PageDataSource), search indexes included, by path inside the output folder. */
  dataFiles: Map<string, string>;
  /** The Markdown copies and llms files, by path inside the output folder. */
  textFiles: Map<string, string>;
}

/** Opens the site and renders every page, its data files, search indexes and Markdown copies, all in memory. */
export async function prepareSite(options: OpenOptions): Promise<PreparedSite> {
  const opened = await openSite(options);
  const { site, renderer } = opened;
  const docs = await renderDocs(site, renderer);
  const search = buildSearchIndexes(site, docs);
  const dataFiles = new Map([
    ...site.versions.flatMap((version) => [...versionDataFiles(version, docs)]),
    ...search.assets.map((asset) => [asset.fileName, asset.source] as const),
  ]);
  return { ...opened, docs, dataFiles, textFiles: markdownFiles(site) };
}
