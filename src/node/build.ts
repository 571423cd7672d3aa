import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, mergeConfig } from 'vite';
import { SiteConfigError } from '../../schema/config-error';
import { fixedRoutes } from '../shared/routes/fixed-routes';
import { DocsContentError } from './docs/render-docs';
import type { DocLinks } from './docs/render-doc';
import { renderEachDoc } from './docs/render-each-doc';
import { dataSourceOf, docDataFiles, pageDataFiles, versionMetaFiles } from './page-data/page-data-files';
import { outputSources, PageMarkdownErrors } from './outputs/output-sources';
import { outputFiles } from './outputs/site-outputs';
import { routeKey } from '../shared/routes/normalize-path';
import { browserSiteConfig, pageSiteData } from './page-data/page-site-data';
import { outputFile } from './prerender/html-template';
import { inlineStylesheets } from './prerender/inline-stylesheets';
import { pageHtml, type ServerEntry } from './prerender/page-html';
import type { Manifest } from './prerender/preload-links';
import { redirectFiles } from './prerender/redirects';
import { siteFiles } from './prerender/site-files';
import { stagedOutput } from './prerender/staged-output';
import {
  appBundlesIdentity,
  buildCache,
  type CacheOutcome,
  describeOutcomes,
  otherVersionsValue,
} from './cache/build-cache';
import { recordBundleInputs } from './cache/bundle-inputs';
import { emptyReadRecord, type ReadRecord, recordReads } from './files/read-record';
import { inlineScriptHashes } from './security/headers';
import { builtStyleSources } from './security/style-sources';
import { sitemapRoutes } from './seo/sitemap';
import { openSite } from './site/open-site';
import type { LoadedSite } from './site/load-site';
import { loadCompiledExamples } from './examples/compiled-examples';
import { pageUrl } from './site/page-url';
import { BROWSER_MODULES, browserModulePath } from './vite/browser-modules';
import { siteViteConfig } from './vite/site-vite-config';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuildOptions {
  /** The configuration file, relative to the project root. */
  configFile: string;
  outDir: string;
  /** The folder of the configuration file, content/ and compiled-examples/; the project root by default. */
  siteRoot?: string;
}

/** What a build did: its pages, and what became of each entry of its cache (the app's bundles, each archived version). */
export interface BuildResult {
  pages: number;
  cache: CacheOutcome[];
}

/**
 * Builds the app (browser and server bundles, which no page is part of), then renders, writes and
 * forgets one doc at a time, then the fixed pages and the files beside them. The bundles, and an
 * archived version's output, that an earlier build kept are linked into place instead of made
 * again when nothing they were made from (every file it read, the build's code) changed. Everything is written into a folder of its own and replaces `outDir` only when the
 * whole build succeeded.
 */
export function buildSite(options: BuildOptions): Promise<BuildResult> {
  // Every file the build reads of the site is recorded, so that a cached version is keyed by it.
  const siteReads = emptyReadRecord();
  return recordReads(siteReads, () => buildRecordingReads(options, siteReads));
}

async function buildRecordingReads(
  { configFile, outDir, siteRoot = projectRoot }: BuildOptions,
  siteReads: ReadRecord,
): Promise<BuildResult> {
  // Fails fast, with every problem of site.yaml and content/ listed, before anything is written.
  // The compiled examples are checked now but loaded once the app is bundled: they are most of
  // what the site holds, and bundling is when the build holds the most.
  // Vite's root is the project's, so the static files are the project's public/.
  const opened = await openSite({
    siteRoot,
    configFile,
    compiledExamples: 'check',
    publicDir: join(projectRoot, 'public'),
  });
  const { renderer } = opened;
  const { config } = opened.site;
  const notCompiled = opened.site.uncompiledExamples;
  if (notCompiled > 0)
    console.log(
      `${notCompiled} mdoc block${notCompiled === 1 ? '' : 's'} not compiled: no example set covers ${notCompiled === 1 ? 'its page' : 'their pages'}, so ${notCompiled === 1 ? 'it shows its' : 'they show their'} code without output.`,
    );

  const cacheRoot = join(projectRoot, '.cache');
  const output = await stagedOutput(cacheRoot);
  // A folder of its own per build, so that two builds at once cannot delete each other's.
  const ssrDir = await mkdtemp(join(cacheRoot, 'ssr-'));
  try {
    const cache = buildCache({
      projectRoot,
      siteRoot,
      configFile,
      buildFile: fileURLToPath(import.meta.url),
      siteReads,
    });
    const entryFile = join(ssrDir, 'entry-server.js');
    const bundleDirs = { client: output.dir, server: ssrDir };
    if (!(await cache.restoreApp(opened.modules, bundleDirs))) {
      // What Vite loads, and what the site's plugin reads while it runs, are the bundles' own inputs.
      const bundleReads = emptyReadRecord();
      const viteConfig = {
        ...siteViteConfig({ projectRoot, siteRoot, configFile, opened: Promise.resolve(opened) }),
        configFile: false as const,
        logLevel: 'warn' as const,
      };
      const bundle = mergeConfig(viteConfig, { plugins: [recordBundleInputs(bundleReads)] });
      await recordReads(bundleReads, async () => {
        await build(mergeConfig(bundle, { build: { outDir: output.dir, emptyOutDir: true } }));
        await build(
          mergeConfig(bundle, {
            build: {
              ssr: browserModulePath(projectRoot, 'serverEntry'),
              outDir: ssrDir,
              emptyOutDir: true,
              manifest: false,
              copyPublicDir: false,
              minify: false,
            },
          }),
        );
      });
      await cache.keepApp(bundleReads, opened.modules, { ...bundleDirs, serverEntry: entryFile });
    }
    const compiled = await loadCompiledExamples(siteRoot, config, opened.site.versions);
    // Changed while the app was bundled: the pages would show a guess.
    if (compiled.problems.length > 0) throw new SiteConfigError('content', compiled.problems);
    const examples = new Map(compiled.examples);
    const site: LoadedSite = { ...opened.site, examples };
    // React picks its build by NODE_ENV when the entry imports it. Vite sets it while it bundles;
    // with the bundles reused it is unset, and React's development build renders pages 3 times slower.
    process.env.NODE_ENV ??= 'production';
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    const builtTemplate = await readFile(join(output.dir, 'index.html'), 'utf8');
    const template = inlineStylesheets(builtTemplate, config.baseUrl, (file) =>
      readFileSync(join(output.dir, file), 'utf8'),
    );
    const manifestText = await readFile(join(output.dir, '.vite/manifest.json'), 'utf8');
    const renderPage = pageHtml({
      entry,
      template,
      manifest: JSON.parse(manifestText) as Manifest,
      config,
      docs: site.docs,
    });
    const browserConfig = browserSiteConfig(config);

    // What an archived version's pages are made with besides the files the build read of it.
    const versionValues = {
      config,
      lastUpdated: site.lastUpdated.dates,
      otherVersions: otherVersionsValue(site.docs, site.pages),
      appBundles: await appBundlesIdentity(template, manifestText, ssrDir),
    };
    const archived = site.versions.filter((version) => !version.meta.isLast).map((version) => version.meta.name);
    const restored = new Map<string, readonly DocLinks[]>();
    for (const name of archived) {
      const cached = await cache.restoreVersion(name, versionValues, output.dir);
      if (cached === undefined) continue;
      output.belongs(name, cached.files);
      restored.set(name, cached.links);
    }

    const metaFiles = new Map(site.versions.map((version) => [version.meta.name, versionMetaFiles(version)]));
    // Every file of the site's outputs, made from the pages as they are rendered: a version's once
    // its pages are, then it lets go of them; the site's own after every page.
    const sources = outputSources(site, renderer, { siteRoot });
    const files = [...outputFiles(site).values()];
    const textFiles = files.map((file) => file.path).filter((path) => /\.(?:md|txt)$/.test(path));
    const writeOutputs = async (versionName?: string) => {
      for (const file of files) {
        if (file.version !== versionName) continue;
        let text: string;
        try {
          text = await file.make(sources);
        } catch (error) {
          // The build fails once every page is rendered, listing every page's errors: no file of it is kept.
          if (error instanceof PageMarkdownErrors) return;
          throw error;
        }
        await output.write(file.path, text, versionName);
      }
    };
    const linksOf = new Map<string, DocLinks[]>();
    const { reusedVersions } = await renderEachDoc(
      site,
      renderer,
      async (doc, _source, links) => {
        sources.rendered({ doc });
        const docFiles = docDataFiles(doc);
        const versionFiles = metaFiles.get(doc.versionName)!;
        const source = dataSourceOf((file) => docFiles.get(file) ?? versionFiles.get(file));
        const html = await renderPage(
          { route: doc.path, module: BROWSER_MODULES.createDocPage },
          pageSiteData(browserConfig, site.docs, doc.path, site.pages),
          source,
        );
        await output.write(outputFile(doc.path), html, doc.versionName);
        const versionLinks = linksOf.get(doc.versionName) ?? [];
        versionLinks.push(links);
        linksOf.set(doc.versionName, versionLinks);
      },
      {
        reusedLinks: (version) => restored.get(version.meta.name),
        // A version's outputs are written as soon as its pages are rendered, and its pages and
        // compiled examples let go of: the build holds one version's at a time.
        onVersionRendered: async (version) => {
          const name = version.meta.name;
          await writeOutputs(name);
          sources.forgetVersion(name);
          for (const doc of version.sources.docs) examples.delete(doc.fileName);
        },
        // The standalone pages: rendered as docs are, outside every version.
        onPage: async (page) => {
          sources.rendered({ page });
          const pageFiles = pageDataFiles(page);
          const html = await renderPage(
            {
              route: page.path,
              module: BROWSER_MODULES.createStandalonePage,
              standalone: { id: page.data.id, unlisted: page.data.unlisted },
            },
            pageSiteData(browserConfig, site.docs, page.path, site.pages),
            dataSourceOf((file) => pageFiles.get(file)),
          );
          await output.write(outputFile(page.path), html);
        },
      },
    );
    await writeOutputs();
    const reused = new Set(reusedVersions);
    for (const name of restored.keys()) if (!reused.has(name)) cache.renderedAgain(name);

    // The pages every site has besides its docs, which no data file backs.
    const noDataFiles = dataSourceOf(() => undefined);
    // A standalone page at "/" is the home page.
    const pageRoutes = new Set(site.pages.map((page) => routeKey(page.path)));
    const fixed = fixedRoutes(config).filter((route) => !pageRoutes.has(routeKey(route.path)));
    const fixedPages = [
      ...fixed.map(({ page, path }) => ({
        route: path,
        module: BROWSER_MODULES.fixedPages[page] as string,
        notFound: false,
      })),
      { route: '/404', module: BROWSER_MODULES.fixedPages.notFound as string, notFound: true },
    ];
    for (const page of fixedPages) {
      const html = await renderPage(page, pageSiteData(browserConfig, site.docs, page.route, site.pages), noDataFiles);
      await output.write(page.notFound ? '404.html' : outputFile(page.route), html);
    }

    const routes = [
      ...fixed.map((route) => route.path),
      ...site.docs.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
      ...site.pages.map((page) => page.path),
    ];
    // Addresses Docusaurus served that this site routes otherwise lead to their page.
    const redirects = redirectFiles(
      config,
      site.versions.flatMap((version) => version.redirects),
      new Set([...routes.map(outputFile), ...textFiles]),
    );
    for (const [file, html] of redirects) await output.write(file, html);
    const scriptHashes = [
      ...new Set([...inlineScriptHashes(template), ...[...redirects.values()].slice(0, 1).flatMap(inlineScriptHashes)]),
    ];
    const indexed = sitemapRoutes(config, site.docs, routes, site.pages);
    for (const [file, text] of siteFiles(
      config,
      indexed.map((route) => pageUrl(config, route)),
      scriptHashes,
      textFiles,
      await builtStyleSources(output.dir),
    ))
      await output.write(file, text);

    // Archived versions rendered this time are kept for the next build.
    for (const name of archived) {
      if (reused.has(name)) continue;
      await cache.keepVersion(name, versionValues, {
        dir: output.dir,
        files: output.filesOf(name),
        links: linksOf.get(name) ?? [],
      });
    }
    await cache.forgetUnused();
    await output.publish(outDir);
    return { pages: routes.length + 1, cache: cache.outcomes() };
  } catch (error) {
    await output.discard();
    throw error;
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      config: { type: 'string', default: 'site.yaml' },
      'out-dir': { type: 'string', default: 'dist' },
      'site-root': { type: 'string' },
    },
  });
  const started = performance.now();
  const siteRoot = values['site-root'] === undefined ? projectRoot : resolve(values['site-root']);
  const { pages, cache } = await buildSite({
    configFile: values.config!,
    outDir: resolve(projectRoot, values['out-dir']!),
    siteRoot,
  });
  console.log(
    [
      `Built ${pages} pages into ${values['out-dir']}/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      ...describeOutcomes(cache),
    ].join('\n'),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    // A configuration or content problem is the site owner's to fix: show the list, not a stack.
    if (error instanceof SiteConfigError || error instanceof DocsContentError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
