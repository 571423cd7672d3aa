import { renderDocsAndPages, type RenderedDoc } from '../docs/render-docs';
import { outputSources } from '../outputs/output-sources';
import { isDataFile, outputFiles } from '../outputs/site-outputs';
import type { RenderedPage } from '../pages/render-page';
import { openSite, type OpenedSite, type OpenOptions } from './open-site';

/** The site with every page rendered into memory: what the component tests serve (the plugin's `prepared`). */
export interface InMemorySite extends OpenedSite {
  docs: RenderedDoc[];
  /** The standalone pages of content/pages/. */
  pages: RenderedPage[];
  /** The data files pages load (see PageDataSource), search indexes included, by path inside the output folder. */
  dataFiles: Map<string, string>;
  /** The Markdown copies and llms files, by path inside the output folder. */
  textFiles: Map<string, string>;
}

/** Opens the site, renders every page (checking the links between them), then makes every file of the site's outputs in memory. */
export async function inMemorySite(options: OpenOptions): Promise<InMemorySite> {
  const opened = await openSite(options);
  const { site, renderer } = opened;
  const { docs, pages } = await renderDocsAndPages(site, renderer);
  const sources = outputSources(site, renderer, { siteRoot: options.siteRoot });
  for (const doc of docs) sources.rendered({ doc });
  for (const page of pages) sources.rendered({ page });
  const dataFiles = new Map<string, string>();
  const textFiles = new Map<string, string>();
  for (const [path, file] of outputFiles(site))
    (isDataFile(path) ? dataFiles : textFiles).set(path, await file.make(sources));
  return { ...opened, docs, pages, dataFiles, textFiles };
}
