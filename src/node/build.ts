import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, mergeConfig } from 'vite';
import { SiteConfigError } from '../../schema/config-error';
import type { PageHead } from '../shared/page-head';
import { DocsContentError } from './docs/render-docs';
import { fillTemplate, outputFile } from './prerender/html-template';
import { inlineStylesheets } from './prerender/inline-stylesheets';
import { APP_MODULE, preloadLinks, type Manifest } from './prerender/preload-links';
import { siteFiles } from './prerender/site-files';
import { redirectFiles } from './prerender/redirects';
import { docRouteTable } from './vite/virtual-modules';
import { browserSiteConfig, pageSiteData, siteDataScript } from './page-data/page-site-data';
import { dataSourceOf } from './page-data/page-data-files';
import { pageDataFile, type PageDataSource, type PageSiteData } from '../shared/page-data';
import { activeDoc } from '../shared/versions';
import { inlineScriptHashes } from './security/headers';
import { keywordsMetaTag, robotsMetaTag, socialMetaTags } from './seo/meta-tags';
import { sitemapRoutes } from './seo/sitemap';
import { fixedRoutes } from '../shared/routes/fixed-routes';
import { prepareSite } from './site/prepare-site';
import { BROWSER_MODULES, browserModulePath } from './vite/browser-modules';
import { siteViteConfig } from './vite/site-vite-config';
import { pageUrl } from './site/page-url';
import { markdownRoute } from './markdown-copies/markdown-route';
import { withBase } from '../shared/routes/join-url';
import { pageTitle } from '../shared/page-title';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface ServerEntry {
  render(path: string, data: PageSiteData, source: PageDataSource): Promise<{ html: string; head: PageHead | undefined }>;
}

export interface BuildOptions {
  /** The configuration file, relative to the project root. */
  configFile: string;
  outDir: string;
  /** The folder of the configuration file, content/ and compiled-examples/; the project root by default. */
  siteRoot?: string;
}

/** Builds the browser bundle, then the server bundle, then writes one HTML file per route. */
export async function buildSite({ configFile, outDir, siteRoot = projectRoot }: BuildOptions): Promise<number> {
  // Fails fast, with every problem of site.yaml and content/ listed, before anything is written;
  // then both Vite builds and the prerender use this one load and render of the site.
  const prepared = await prepareSite({ siteRoot, configFile });
  const { site } = prepared;
  const notCompiled = site.uncompiledExamples;
  if (notCompiled > 0) console.log(`${notCompiled} mdoc block${notCompiled === 1 ? '' : 's'} not compiled: no example set covers ${notCompiled === 1 ? 'its page' : 'their pages'}, so ${notCompiled === 1 ? 'it shows its' : 'they show their'} code without output.`);
  // A folder of its own per build, so that two builds at once cannot delete each other's.
  await mkdir(join(projectRoot, '.cache'), { recursive: true });
  const ssrDir = await mkdtemp(join(projectRoot, '.cache/ssr-'));
  const viteConfig = { ...siteViteConfig({ projectRoot, siteRoot, configFile, prepared: Promise.resolve(prepared) }), configFile: false as const, logLevel: 'warn' as const };
  await build(mergeConfig(viteConfig, { build: { outDir, emptyOutDir: true } }));
  await build(
    mergeConfig(viteConfig, {
      build: { ssr: browserModulePath(projectRoot, 'serverEntry'), outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false, minify: false },
    }),
  );
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const builtTemplate = await readFile(join(outDir, 'index.html'), 'utf8');
  const template = inlineStylesheets(builtTemplate, site.config.baseUrl, (file) => readFileSync(join(outDir, file), 'utf8'));
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const { config } = site;
  const pages = [
    ...fixedRoutes(config).map(({ page, path }) => ({ route: path, module: BROWSER_MODULES.fixedPages[page] as string })),
    ...docRouteTable(site.docs).map(({ path }) => ({ route: path, module: BROWSER_MODULES.createDocPage as string })),
  ];
  const browserConfig = browserSiteConfig(config);
  const { dataFiles } = prepared;
  const source = dataSourceOf((file) => dataFiles.get(file));
  for (const [file, text] of dataFiles) {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), text);
  }

  for (const { route, module, file } of [...pages.map((page) => ({ ...page, file: outputFile(page.route) })), { route: '/404', module: BROWSER_MODULES.fixedPages.notFound, file: '404.html' }]) {
    const data = pageSiteData(browserConfig, site.docs, route);
    const { html, head } = await entry.render(route, data, source);
    const title = pageTitle(config, head?.title);
    const description = head?.description ?? config.tagline;
    const doc = activeDoc(site.docs, route);
    const isDoc = doc !== undefined;
    // The page's own data files, which hydration needs; its body is in the page already.
    const preloadData = doc === undefined ? [] : [pageDataFile.doc(doc.version.name, doc.doc.id), ...(doc.doc.sidebar === undefined ? [] : [pageDataFile.sidebar(doc.version.name, doc.doc.sidebar)])];
    const extraHead = [
      socialMetaTags(config, { title, description, url: pageUrl(config, route), type: isDoc ? 'article' : 'website', image: head?.image }),
      keywordsMetaTag(head?.keywords),
      `<meta name="theme-color" content="${config.themeColor}" />`,
      `<link rel="manifest" href="${config.baseUrl}manifest.webmanifest" />`,
      robotsMetaTag(config, site.docs, route, { notFound: file === '404.html' }),
      isDoc ? `<link rel="alternate" type="text/markdown" href="${withBase(config.baseUrl, markdownRoute(route))}" />` : '',
    ].join('');
    const page = fillTemplate(template, {
      route,
      html,
      head,
      title,
      description,
      canonical: pageUrl(config, route),
      preload: preloadLinks(manifest, [APP_MODULE, module], config.baseUrl, preloadData) + extraHead,
      siteData: siteDataScript(data),
    });
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, page);
  }
  const { textFiles } = prepared;
  for (const [file, text] of textFiles) {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), text);
  }
  // Addresses Docusaurus served that this site routes otherwise lead to their page.
  const redirects = redirectFiles(config, site.versions.flatMap((version) => version.redirects), new Set([...pages.map((page) => outputFile(page.route)), ...textFiles.keys()]));
  for (const [file, html] of redirects) {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), html);
  }
  const scriptHashes = [...new Set([...inlineScriptHashes(template), ...[...redirects.values()].slice(0, 1).flatMap(inlineScriptHashes)])];
  const indexed = sitemapRoutes(config, site.docs, pages.map((page) => page.route));
  for (const [file, text] of siteFiles(config, indexed.map((route) => pageUrl(config, route)), scriptHashes, [...textFiles.keys()])) {
    await writeFile(join(outDir, file), text);
  }
  await rm(ssrDir, { recursive: true, force: true });
  return pages.length + 1;
}

async function main() {
  const { values } = parseArgs({
    options: { config: { type: 'string', default: 'site.yaml' }, 'out-dir': { type: 'string', default: 'dist' }, 'site-root': { type: 'string' } },
  });
  const started = performance.now();
  const siteRoot = values['site-root'] === undefined ? projectRoot : resolve(values['site-root']);
  const count = await buildSite({ configFile: values.config!, outDir: resolve(projectRoot, values['out-dir']!), siteRoot });
  console.log(`Built ${count} pages into ${values['out-dir']}/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    // A configuration or content problem is the site owner's to fix: show the list, not a stack.
    if (error instanceof SiteConfigError || error instanceof DocsContentError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
