import type { HomePageData } from '../../shared/home-page';
import { join } from 'node:path';
import { formatProblem, type LocatedProblem } from '../../../schema/config-error';
import { frontMatterWarnings } from '../docs/front-matter-warnings';
import { featureImages } from '../home/feature-images';
import { historyWarning } from '../docs/last-updated';
import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown';
import { siteStylesModules } from '../vite/site-styles';
import { HOME_MODULE_ID, homeModule } from '../vite/virtual-modules';
import { missingVariablesWarning } from '../examples/variables';
import { loadSite, type LoadedSite } from './load-site';

/** The site loaded and checked, with what the app's build needs of it: no page rendered yet. */
export interface OpenedSite {
  site: LoadedSite;
  /** The one renderer, so one shiki highlighter, for every page and the home page's sample. */
  renderer: MarkdownRenderer;
  /** The source of each virtual module, by id. */
  modules: Map<string, string>;
}

export interface OpenOptions {
  /** The folder of site.yaml, content/ and compiled-examples/. */
  siteRoot: string;
  /** The configuration file, relative to siteRoot. */
  configFile: string;
  /** Whether pages get their last-updated dates from git (see loadSite). */
  readHistory?: boolean;
  /** What becomes of the compiled examples as the site loads (see loadSite). */
  compiledExamples?: 'load' | 'check' | 'skip';
  /** Whether the API reference's pages name the pages that use each item (see loadSite). */
  referenceUsage?: boolean;
  /** The folder Vite copies the static files from, where site.yaml's images are; `<siteRoot>/public` by default. */
  publicDir?: string;
}

/** What site.yaml sets that builds but reads badly, each at its line, for the build to print. */
export function configWarningsText(configFile: string, warnings: readonly LocatedProblem[]): string {
  const count = warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`;
  return `${configFile} has ${count}:\n${warnings.map((warning) => `  ${formatProblem(warning)}`).join('\n')}\nThe site was built all the same.`;
}

/** Loads site.yaml and content/, failing with every problem at once, and says what it warns about. */
export async function loadSiteAndWarn({
  siteRoot,
  configFile,
  readHistory,
  compiledExamples,
  referenceUsage,
  publicDir,
}: OpenOptions): Promise<LoadedSite> {
  const site = await loadSite({
    siteRoot,
    configFile,
    readHistory,
    compiledExamples,
    referenceUsage,
    publicDir,
  });
  if (site.configWarnings.length > 0) console.warn(configWarningsText(configFile, site.configWarnings));
  const warnings = frontMatterWarnings(site);
  if (warnings !== undefined) console.warn(warnings);
  const missing = missingVariablesWarning(site.missingVariables);
  if (missing !== undefined) console.warn(missing);
  // A build from a tarball, or without git, still builds: it says why its pages have no dates.
  if (site.lastUpdated.unavailable !== undefined) console.warn(historyWarning(site.lastUpdated.unavailable));
  return site;
}

/** The app's virtual modules of a site: the home page's (its sample highlighted, its features' images read from public/) and the site's styles. */
export async function appModules(
  site: LoadedSite,
  renderer: MarkdownRenderer,
  { siteRoot, publicDir }: { siteRoot: string; publicDir: string },
): Promise<Map<string, string>> {
  const { actions, featuresTitle, features, sample } = site.config.home;
  const images = await featureImages(site.config, publicDir);
  const home: HomePageData = {
    actions,
    featuresTitle,
    features: features.map(({ image: _image, imageAlt: _alt, ...feature }, index) => {
      const image = images[index];
      return image === undefined ? feature : { ...feature, image };
    }),
    sample: sample && { caption: sample.caption, html: renderer.renderCode(sample.code, sample.language) },
  };
  return new Map([[HOME_MODULE_ID, homeModule(home)], ...siteStylesModules(site.config.theme, siteRoot)]);
}

/**
 * Loads site.yaml and content/, failing with every problem at once, says what it warns about, and
 * renders the home page's sample: what the app is built with. The docs' pages come after.
 */
export async function openSite(options: OpenOptions): Promise<OpenedSite> {
  const site = await loadSiteAndWarn(options);
  const renderer = await createMarkdownRenderer();
  const publicDir = options.publicDir ?? join(options.siteRoot, 'public');
  return { site, renderer, modules: await appModules(site, renderer, { siteRoot: options.siteRoot, publicDir }) };
}
