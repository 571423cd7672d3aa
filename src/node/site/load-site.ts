import { join } from 'node:path';
import { SiteConfigError, locateProblems } from '../../../schema/config-error';
import { parseSiteConfig } from '../../../schema/parse';
import type { SiteConfig } from '../../../schema';
import { navbarItemSchemas } from '../../../registry/navbar-item-schemas';
import type { DocsMetadata } from '../../shared/docs-metadata';
import { fixedRoutes } from '../../shared/routes/fixed-routes';
import { routeKey } from '../../shared/routes/normalize-path';
import { activeVersion } from '../../shared/versions';
import type { LocatedProblem } from '../../../schema/config-error';
import { checkConfigLinks } from '../config/check-links';
import { checkReferences } from '../config/check-references';
import { checkExampleSets } from '../examples/example-sets';
import { loadCompiledExamples, type CompiledExamples } from '../examples/compiled-examples';
import { withVariables } from '../examples/variables';
import { loadVersionSources, MissingVersionFolderError } from '../docs/load-version';
import { buildVersion, type BuiltVersion } from '../docs/version-metadata';
import { readLastUpdated, type PageHistory } from '../docs/last-updated';
import { withApiReference } from '../api-reference/add-reference';
import { featureImageProblems } from '../home/feature-images';
import { loadPageSources, type SourcePage } from '../pages/load-pages';
import { pageRouteCollisions } from '../pages/route-collisions';
import { checkThemeFiles } from '../theme/check-theme-files';
import { contrastWarnings } from '../theme/contrast-warnings';
import { readSourceFile } from '../files/read-source-file';

export interface LoadedSite {
  config: SiteConfig;
  docs: DocsMetadata;
  versions: BuiltVersion[];
  /** The standalone pages of content/pages/, in file order. */
  pages: SourcePage[];
  /** Every route of the site, as routeKey gives it. */
  routes: ReadonlySet<string>;
  /** The compiled Scala examples of every page that has some (empty unless loaded: see LoadOptions.compiledExamples). */
  examples: CompiledExamples;
  /** The mdoc blocks of pages no example set covers, which show their code without output (0 when skipped). */
  uncompiledExamples: number;
  /** When each content file last changed in git, by its path from the site root (none when turned off), or why that is unknown. */
  lastUpdated: PageHistory;
  /** What site.yaml sets that builds but reads badly (a primary colour too faint for links), each at its line. */
  configWarnings: readonly LocatedProblem[];
  /** `@NAME@` in a page whose variables give it no value: that page shows it as written, the others build. */
  missingVariables: LocatedProblem[];
}

interface LoadOptions {
  /** The folder of site.yaml, content/, compiled-examples/ and api-reference/. */
  siteRoot: string;
  configFile?: string;
  includeDrafts?: boolean;
  /**
   * What becomes of the pages' compiled Scala output: `load` checks that every page has it up to
   * date and holds it; `check` checks it and holds none (the build loads it later, once the app is
   * bundled); `skip` reads none (as the command that compiles them does, and the development
   * server, which loads a version's when it renders one of its pages).
   */
  compiledExamples?: 'load' | 'check' | 'skip';
  /** Whether to ask git when each page last changed (docs.lastUpdated); the test runner starts no process. */
  readHistory?: boolean;
  /**
   * Whether the API reference's pages name the pages that use each item, which takes reading the
   * types of every example of every version; the development server has them made with a
   * version's first page (referenceBodies).
   */
  referenceUsage?: boolean;
  /** The folder the site's static files are copied from (the images site.yaml names); `<siteRoot>/public` by default. */
  publicDir?: string;
}

/** A page whose route lies under another version's path would be shadowed by that version. */
function pagesOutsideTheirVersion(docs: DocsMetadata, versions: readonly BuiltVersion[]): LocatedProblem[] {
  return versions.flatMap(({ meta, sources }) =>
    sources.docs.flatMap((doc) => {
      const owner = activeVersion(docs, doc.path);
      if (owner?.name === meta.name) return [];
      const where = owner
        ? `lies under the path of version "${owner.name}" (${owner.path})`
        : `is outside the path of its version (${meta.path})`;
      return [
        {
          path: [],
          message: `route "${doc.path}" ${where}; move the page or change its slug.`,
          fileName: doc.fileName,
          line: 1,
          column: 1,
        },
      ];
    }),
  );
}

/**
 * site.yaml and content/ as one checked whole: parse, load every version, then check the
 * docs-references and internal links. Throws SiteConfigError listing every problem.
 */
export async function loadSite({
  siteRoot,
  configFile = 'site.yaml',
  includeDrafts = false,
  compiledExamples = 'load',
  readHistory = true,
  referenceUsage = true,
  publicDir = join(siteRoot, 'public'),
}: LoadOptions): Promise<LoadedSite> {
  const text = readSourceFile(join(siteRoot, configFile));
  const { value: config, source } = parseSiteConfig(text, configFile);
  const missingVariables: LocatedProblem[] = [];
  const versions = await Promise.all(
    config.docs.versions.map(async (version, index) => {
      try {
        const { sources, links } = await withApiReference(
          siteRoot,
          await loadVersionSources(siteRoot, version, includeDrafts),
          { usage: referenceUsage },
        );
        const substituted = withVariables(sources, config.examples);
        missingVariables.push(...substituted.problems);
        return buildVersion(substituted.sources, index === 0, links);
      } catch (error) {
        if (!(error instanceof MissingVersionFolderError)) throw error;
        throw new SiteConfigError(
          configFile,
          locateProblems(source, [{ path: ['docs', 'versions', index, 'name'], message: error.message }]),
        );
      }
    }),
  );
  const docs: DocsMetadata = { pluginId: config.docs.pluginId, versions: versions.map((version) => version.meta) };
  const misplaced = pagesOutsideTheirVersion(docs, versions);
  if (misplaced.length > 0) throw new SiteConfigError('content', misplaced);
  const pages = await loadPageSources(siteRoot, includeDrafts);
  const fixed = fixedRoutes(config);
  const collisions = pageRouteCollisions(pages, [
    ...versions.flatMap((version) => version.sources.docs.map((doc) => ({ path: doc.path, owner: doc.fileName }))),
    // A page at "/" is the home page, in place of site.yaml's `home`.
    ...fixed
      .filter((route) => route.page !== 'home')
      .map((route) => ({ path: route.path, owner: `the ${route.page} page every site has` })),
  ]);
  if (collisions.length > 0) throw new SiteConfigError('content/pages', collisions);
  const routes = new Set(
    [
      ...fixed.map((route) => route.path),
      ...docs.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
      ...pages.map((page) => page.path),
    ].map(routeKey),
  );
  const problems = [
    ...checkReferences(config, docs, navbarItemSchemas),
    ...checkConfigLinks(config, routes, navbarItemSchemas),
    ...checkExampleSets(config),
    ...featureImageProblems(config, publicDir),
    ...(await checkThemeFiles(config.theme, siteRoot)),
  ];
  if (problems.length > 0) throw new SiteConfigError(configFile, locateProblems(source, problems));
  const brokenSidebarLinks = versions.flatMap((version) => version.brokenSidebarLinks(routes));
  if (brokenSidebarLinks.length > 0) throw new SiteConfigError('content', brokenSidebarLinks);
  const configWarnings = locateProblems(source, contrastWarnings(config.theme));
  const lastUpdated =
    config.docs.lastUpdated && readHistory
      ? await readLastUpdated(siteRoot, 'content')
      : { dates: new Map<string, Date>() };
  if (compiledExamples === 'skip')
    return {
      config,
      docs,
      versions,
      pages,
      routes,
      examples: new Map(),
      uncompiledExamples: 0,
      lastUpdated,
      configWarnings,
      missingVariables,
    };
  const {
    examples,
    uncompiled,
    problems: exampleProblems,
  } = await loadCompiledExamples(siteRoot, config, versions, { hold: compiledExamples === 'load' });
  if (exampleProblems.length > 0) throw new SiteConfigError('content', exampleProblems);
  return {
    config,
    docs,
    versions,
    pages,
    routes,
    examples,
    uncompiledExamples: uncompiled,
    lastUpdated,
    configWarnings,
    missingVariables,
  };
}
