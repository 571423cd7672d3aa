import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, mergeConfig } from 'vite';
import { SiteConfigError } from '../../schema/config-error';
import { versionContents, versionSummary } from '../shared/docs-metadata';
import { fixedRoutes } from '../shared/routes/fixed-routes';
import { latestVersion } from '../shared/versions';
import { DocsContentError } from './docs/render-docs';
import type { DocLinks } from './docs/render-doc';
import { renderEachDoc } from './docs/render-each-doc';
import { versionOutputKey } from './docs/version-output-key';
import { readVersionOutputFiles } from './docs/version-output-files';
import { llmsTxtFile, pagesMarkdownFiles, versionMarkdownFiles } from './markdown-copies/markdown-files';
import { markdownCopyContext } from './markdown-copies/markdown-copy';
import { dataSourceOf, docDataFiles, pageDataFiles, versionMetaFiles } from './page-data/page-data-files';
import { pagesSearchIndex } from './pages/page-search-index';
import type { RenderedPage } from './pages/render-page';
import { routeKey } from '../shared/routes/normalize-path';
import { browserSiteConfig, pageSiteData } from './page-data/page-site-data';
import { outputFile } from './prerender/html-template';
import { inlineStylesheets } from './prerender/inline-stylesheets';
import { appSourceHash } from './prerender/app-source-hash';
import { pageHtml, type ServerEntry } from './prerender/page-html';
import type { Manifest } from './prerender/preload-links';
import { redirectFiles } from './prerender/redirects';
import { siteFiles } from './prerender/site-files';
import { stagedOutput } from './prerender/staged-output';
import { VERSION_CACHE_DIR, versionCache } from './prerender/version-cache';
import { APP_CACHE_DIR, appBundleCache, appBundleKey } from './prerender/app-bundle-cache';
import { createSearchIndexBuilder } from './search/build-indexes';
import { inlineScriptHashes } from './security/headers';
import { builtStyleSources } from './security/style-sources';
import { sitemapRoutes } from './seo/sitemap';
import { siteCssFiles } from './theme/site-css-files';
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

/** What a build did: its pages, and the archived versions it copied from the cache rather than rendered. */
export interface BuildResult {
  pages: number;
  reusedVersions: string[];
  /** Whether the app's bundles were those of an earlier build, nothing they are made of having changed. */
  reusedBundles: boolean;
}

const sha256 = (...parts: Array<string | Uint8Array>) =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

/**
 * Builds the app (browser and server bundles, which no page is part of), then renders, writes and
 * forgets one doc at a time, then the fixed pages and the files beside them. The bundles, and an
 * archived version's output, that an earlier build kept under the same key are copied instead of
 * made again. Everything is written into a folder of its own and replaces `outDir` only when the
 * whole build succeeded.
 */
export async function buildSite({ configFile, outDir, siteRoot = projectRoot }: BuildOptions): Promise<BuildResult> {
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
    // The site's own folder of each cache, so that builds of other sites (a test's fixture, the
    // import of a Docusaurus site) keep theirs.
    const siteCacheId = sha256(resolve(siteRoot), '\0', configFile).slice(0, 12);
    const bundles = appBundleCache(join(projectRoot, APP_CACHE_DIR, siteCacheId));
    const appSources = await appSourceHash(projectRoot);
    const bundleKey = await appBundleKey({
      projectRoot,
      appSources,
      siteRoot,
      configFile,
      modules: opened.modules,
      styleFiles: await siteCssFiles(siteRoot, config.theme.customCss),
    });
    const reusedBundles = await bundles.restore(bundleKey, output.dir, ssrDir);
    if (!reusedBundles) {
      const viteConfig = {
        ...siteViteConfig({ projectRoot, siteRoot, configFile, opened: Promise.resolve(opened) }),
        configFile: false as const,
        logLevel: 'warn' as const,
      };
      await build(mergeConfig(viteConfig, { build: { outDir: output.dir, emptyOutDir: true } }));
      await build(
        mergeConfig(viteConfig, {
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
      await bundles.keep(bundleKey, output.dir, ssrDir);
    }
    const compiled = await loadCompiledExamples(siteRoot, config, opened.site.versions);
    // Changed while the app was bundled: the pages would show a guess.
    if (compiled.problems.length > 0) throw new SiteConfigError('content', compiled.problems);
    const examples = new Map(compiled.examples);
    const site: LoadedSite = { ...opened.site, examples };
    const entryFile = join(ssrDir, 'entry-server.js');
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

    // What an archived version's pages are made with besides its own files: the app (its sources,
    // and its bundles, which also carry what they take from public/, the logos), and what every
    // page carries of the other versions (their summaries, the current version's docs).
    const latest = latestVersion(site.docs);
    const summaries = JSON.stringify({
      versions: site.docs.versions.map(versionSummary),
      latest: versionContents(latest),
      browserConfig,
      ...(site.pages.length === 0 ? {} : { pages: site.pages.map(({ id, path }) => ({ id, path })) }),
    });
    const appBuild = sha256(appSources, manifestText, await readFile(entryFile), template, summaries);
    const packageLock = await readFile(join(projectRoot, 'package-lock.json'));
    const cache = versionCache(join(projectRoot, VERSION_CACHE_DIR, siteCacheId));
    const keys = new Map<string, string>();
    const restored = new Map<string, readonly DocLinks[]>();
    for (const version of site.versions) {
      const name = version.meta.name;
      if (version.meta.isLast) continue;
      const key = versionOutputKey({
        versionName: name,
        config,
        files: await readVersionOutputFiles(siteRoot, name),
        lastUpdated: site.lastUpdated.dates,
        appBuild,
        packageLock,
      });
      keys.set(name, key);
      const cached = await cache.restore(name, key, output.dir);
      if (cached === undefined) continue;
      output.belongs(name, cached.files);
      restored.set(name, cached.links);
    }

    const metaFiles = new Map(site.versions.map((version) => [version.meta.name, versionMetaFiles(version)]));
    for (const version of site.versions) {
      if (restored.has(version.meta.name)) continue;
      for (const [file, text] of metaFiles.get(version.meta.name)!) await output.write(file, text, version.meta.name);
    }
    const search = createSearchIndexBuilder(site);
    const copyContext = markdownCopyContext(site);
    const textFiles: string[] = [];
    const linksOf = new Map<string, DocLinks[]>();
    const renderedPages: RenderedPage[] = [];
    const { reusedVersions } = await renderEachDoc(
      site,
      renderer,
      async (doc, _source, links) => {
        const files = docDataFiles(doc);
        for (const [file, text] of files) await output.write(file, text, doc.versionName);
        const versionFiles = metaFiles.get(doc.versionName)!;
        const source = dataSourceOf((file) => files.get(file) ?? versionFiles.get(file));
        const html = await renderPage(
          { route: doc.path, module: BROWSER_MODULES.createDocPage },
          pageSiteData(browserConfig, site.docs, doc.path, site.pages),
          source,
        );
        await output.write(outputFile(doc.path), html, doc.versionName);
        search.add(doc);
        const versionLinks = linksOf.get(doc.versionName) ?? [];
        versionLinks.push(links);
        linksOf.set(doc.versionName, versionLinks);
      },
      {
        reusedLinks: (version) => restored.get(version.meta.name),
        // A version's search index and Markdown copies are written as soon as its pages are, and
        // its compiled examples let go of: the build holds one version's at a time.
        onVersionRendered: async (version) => {
          const name = version.meta.name;
          const index = search.finishVersion(name);
          await output.write(index.fileName, index.source, name);
          for (const { file, text } of versionMarkdownFiles(site, version, copyContext)) {
            await output.write(file, text, name);
            textFiles.push(file);
          }
          for (const doc of version.sources.docs) examples.delete(doc.fileName);
        },
        // The standalone pages: written as docs are, outside every version.
        onPage: async (page) => {
          const files = pageDataFiles(page);
          for (const [file, text] of files) await output.write(file, text);
          const html = await renderPage(
            {
              route: page.path,
              module: BROWSER_MODULES.createStandalonePage,
              standalone: { id: page.data.id, unlisted: page.data.unlisted },
            },
            pageSiteData(browserConfig, site.docs, page.path, site.pages),
            dataSourceOf((file) => files.get(file)),
          );
          await output.write(outputFile(page.path), html);
          renderedPages.push(page);
        },
      },
    );
    const pagesIndex = pagesSearchIndex(site, renderedPages);
    if (pagesIndex !== undefined) await output.write(pagesIndex.fileName, pagesIndex.source);
    for (const { file, text } of pagesMarkdownFiles(site)) {
      await output.write(file, text);
      textFiles.push(file);
    }
    const reused = new Set(reusedVersions);
    const llms = llmsTxtFile(site);
    if (llms !== undefined) {
      await output.write(llms.file, llms.text);
      textFiles.push(llms.file);
    }
    for (const name of reused) textFiles.push(...output.filesOf(name).filter((file) => /\.(?:md|txt)$/.test(file)));

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
    for (const [name, key] of keys) {
      if (reused.has(name)) continue;
      await cache.keep(name, key, output.dir, { files: output.filesOf(name), links: linksOf.get(name) ?? [] });
    }
    await output.publish(outDir);
    return { pages: routes.length + 1, reusedVersions, reusedBundles };
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
  const { pages, reusedVersions, reusedBundles } = await buildSite({
    configFile: values.config!,
    outDir: resolve(projectRoot, values['out-dir']!),
    siteRoot,
  });
  const unchanged = [
    ...(reusedBundles ? [`the app's bundles from ${APP_CACHE_DIR}/`] : []),
    ...(reusedVersions.length === 0
      ? []
      : [
          `${reusedVersions.length} archived version${reusedVersions.length === 1 ? '' : 's'} from ${VERSION_CACHE_DIR}/`,
        ]),
  ];
  const reused = unchanged.length === 0 ? '' : ` (unchanged, so reused: ${unchanged.join(' and ')})`;
  console.log(
    `Built ${pages} pages into ${values['out-dir']}/ in ${((performance.now() - started) / 1000).toFixed(1)} s${reused}.`,
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
