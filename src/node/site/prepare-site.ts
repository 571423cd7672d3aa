import type { HomePageData } from '../../shared/home-page';
import { renderDocs, type RenderedDoc } from '../docs/render-docs';
import { createMarkdownRenderer } from '../markdown';
import { frontMatterWarnings } from '../docs/front-matter-warnings';
import { historyWarning } from '../docs/last-updated';
import { markdownFiles } from '../markdown-copies/markdown-files';
import { buildSearchIndexes, SEARCH_INDEX_MODULE_ID, type SearchIndexes } from '../search/build-indexes';
import { HOME_MODULE_ID, homeModule } from '../vite/virtual-modules';
import { versionDataFiles } from '../page-data/page-data-files';
import { loadSite, type LoadedSite } from './load-site';

/** site.yaml and content/ loaded, every page rendered (shiki runs here) and the search indexes built. */
export interface PreparedSite {
  site: LoadedSite;
  docs: RenderedDoc[];
  /** The source of each virtual module, by id. */
  modules: Map<string, string>;
  /** The data files pages load (see PageDataSource), by path inside the output folder. */
  dataFiles: Map<string, string>;
  search: SearchIndexes;
  /** The Markdown copies and llms files, by path inside the output folder. */
  textFiles: Map<string, string>;
}

interface PrepareOptions {
  /** The folder of site.yaml, content/ and compiled-examples/. */
  siteRoot: string;
  /** The configuration file, relative to siteRoot. */
  configFile: string;
  /** Whether pages get their last-updated dates from git (see loadSite). */
  readHistory?: boolean;
}

/**
 * Everything the site's pages are made of, done once: the build hands the result to both of its
 * Vite builds and to the prerenderer; the development server prepares again when a file changes.
 */
export async function prepareSite({ siteRoot, configFile, readHistory }: PrepareOptions): Promise<PreparedSite> {
  const site = await loadSite({ projectRoot: siteRoot, configFile, readHistory });
  const warnings = frontMatterWarnings(site);
  if (warnings !== undefined) console.warn(warnings);
  // A build from a tarball, or without git, still builds: it says why its pages have no dates.
  if (site.lastUpdated.unavailable !== undefined) console.warn(historyWarning(site.lastUpdated.unavailable));
  // One renderer, so one shiki highlighter, for every page and the home page's sample.
  const renderer = await createMarkdownRenderer();
  const docs = await renderDocs(site, renderer);
  const search = buildSearchIndexes(site, docs);
  const { actions, featuresTitle, features, sample } = site.config.home;
  const home: HomePageData = { actions, featuresTitle, features, sample: sample && { caption: sample.caption, html: renderer.renderCode(sample.code, sample.language) } };
  const modules = new Map([
    [SEARCH_INDEX_MODULE_ID, search.urlsModule],
    [HOME_MODULE_ID, homeModule(home)],
  ]);
  const dataFiles = new Map(site.versions.flatMap((version) => [...versionDataFiles(version, docs)]));
  return { site, docs, modules, dataFiles, search, textFiles: markdownFiles(site) };
}
