import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { SiteConfigError } from '../../schema/config-error';
import { BrokenLinksError } from './docs/render-docs';
import { fillTemplate, outputFile } from './prerender/html-template';
import { preloadLinks, type Manifest } from './prerender/preload-links';
import { fixedRoutes, loadSite } from './site/load-site';
import type { PageHead } from '../client/routing/route-definition';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(projectRoot, 'dist');
const ssrDir = join(projectRoot, '.cache/ssr');

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: PageHead | undefined }>;
}

/** Builds the browser bundle, then the server bundle, then writes one HTML file per route. */
async function main() {
  const started = performance.now();
  // Fails fast, with every problem of site.yaml and content/ listed, before anything is written.
  const site = await loadSite({ projectRoot });
  const configFile = join(projectRoot, 'vite.config.ts');
  await build({ configFile, root: projectRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({
    configFile,
    root: projectRoot,
    logLevel: 'warn',
    build: { ssr: join(projectRoot, 'src/client/entry-server.tsx'), outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const { config } = site;
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const [home, search, versions] = fixedRoutes(config);
  const pages = [
    { route: home!, file: outputFile(home!), module: 'src/client/pages/home/HomePage.tsx' },
    { route: search!, file: outputFile(search!), module: 'src/client/pages/search/SearchPage.tsx' },
    { route: versions!, file: outputFile(versions!), module: 'src/client/pages/versions/VersionsPage.tsx' },
    ...site.docs.versions.flatMap((version) =>
      version.docs.map((doc) => ({ route: doc.path, file: outputFile(doc.path), module: `virtual:effectie/doc/${version.name}/${doc.id}` })),
    ),
    { route: '/404', file: '404.html', module: 'src/client/pages/not-found/NotFoundPage.tsx' },
  ];

  for (const { route, file, module } of pages) {
    const { html, head } = await entry.render(route);
    const title = head === undefined || head.title === config.title ? config.title : `${head.title} ${config.titleDelimiter} ${config.title}`;
    const page = fillTemplate(template, {
      html,
      head,
      title,
      description: head?.description ?? config.tagline,
      canonical: `${config.url}${config.baseUrl}${route.slice(1)}`,
      preload: preloadLinks(manifest, module, config.baseUrl),
    });
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, page);
  }
  await rm(ssrDir, { recursive: true, force: true });
  console.log(`Built ${pages.length} pages into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  // A configuration or content problem is the site owner's to fix: show the list, not a stack.
  if (error instanceof SiteConfigError || error instanceof BrokenLinksError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
