import type { DocsMetadata } from '../../shared/docs-metadata';
import type { LoadedSite } from '../site/load-site';
import type { RenderedDoc } from '../docs/render-docs';

export const VIRTUAL_PREFIX = 'virtual:effectie/';

/** The ids of what the browser receives differently from the server. */
export const SITE_MODULE_ID = `${VIRTUAL_PREFIX}site`;
export const ROUTES_MODULE_ID = `${VIRTUAL_PREFIX}routes`;
/** The home page's buttons, cards and highlighted sample: only the home page's chunk carries them. */
export const HOME_MODULE_ID = `${VIRTUAL_PREFIX}home`;

/** A doc's module id: `virtual:effectie/doc/<version>/<doc id>` (ids are unique per version). */
export const docModuleId = (versionName: string, docId: string) => `${VIRTUAL_PREFIX}doc/${versionName}/${docId}`;
const sidebarModuleId = (versionName: string, sidebarId: string) => `${VIRTUAL_PREFIX}sidebar/${versionName}/${sidebarId}`;

const json = (value: unknown) => JSON.stringify(value);

interface DocRoute {
  path: string;
  moduleId: string;
}

/**
 * Every doc route with its module, in one order: the route module's loaders, the route paths of
 * each page's JSON block and the prerender all follow it, so an index means the same doc in each.
 */
export function docRouteTable(docs: DocsMetadata): DocRoute[] {
  return docs.versions.flatMap((version) => version.docs.map((doc) => ({ path: doc.path, moduleId: docModuleId(version.name, doc.id) })));
}

/** Where the browser finds the site data: a JSON block of the page, not a script. */
const SITE_DATA_ELEMENT_ID = '__SITE_DATA__';

interface BrowserSiteData {
  /** Without `home`, which only the home page needs (HOME_MODULE_ID). */
  config: Omit<LoadedSite['config'], 'home'>;
  docs: LoadedSite['docs'];
  /** The route of each doc, in the order of docRouteTable. */
  routes: string[];
}

/** The JSON block every page carries, escaped so that no text in it can end the script element. */
export function siteDataScript(site: Pick<LoadedSite, 'config' | 'docs'>): string {
  const { home: _home, ...config } = site.config;
  const data: BrowserSiteData = { config, docs: site.docs, routes: docRouteTable(site.docs).map((route) => route.path) };
  return `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${json(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Browser versions of the modules. The site data and the route paths are read from the page's
 * JSON block, and a doc's body is fetched as HTML, so that neither weighs on the JavaScript.
 */
export const browserSiteModule = `export default JSON.parse(document.getElementById(${json(SITE_DATA_ELEMENT_ID)}).textContent);`;
export function browserRoutesModule(docs: DocsMetadata): string {
  // Only the loaders stay in JavaScript: import() needs a literal so the chunks get built.
  const loaders = docRouteTable(docs).map((route) => `() => import(${json(route.moduleId)})`);
  return [
    `import site from ${json(SITE_MODULE_ID)};`,
    `const loaders = [${loaders.join(', ')}];`,
    `export const docRoutes = site.routes.map((path, index) => ({ path, load: loaders[index] }));`,
  ].join('\n');
}

/**
 * A doc's module. On the server its body is inline; in the browser `bodyUrlExpression` (a URL the
 * page fetches) replaces it.
 */
export function docModule(doc: RenderedDoc, createDocPageModule: string, bodyUrlExpression?: string): string {
  const { html, ...data } = doc.data;
  // Only the sidebar the page shows travels with it: one shared chunk per sidebar.
  const sidebar = doc.sidebarName === undefined ? '[]' : 'sidebar';
  const page = bodyUrlExpression === undefined ? `${json({ ...data, html })}, ${sidebar}` : `${json(data)}, ${sidebar}, ${bodyUrlExpression}`;
  return [
    `import { createDocPage } from ${json(createDocPageModule)};`,
    ...(doc.sidebarName === undefined ? [] : [`import sidebar from ${json(sidebarModuleId(doc.versionName, doc.sidebarName))};`]),
    `export default createDocPage(${page});`,
  ].join('\n');
}

/** The source of each virtual module for the server (and tests), by id: everything inline. */
export function virtualModules(site: LoadedSite, docs: readonly RenderedDoc[], createDocPageModule: string): Map<string, string> {
  const modules = new Map<string, string>();
  const { home: _home, ...config } = site.config;
  modules.set(SITE_MODULE_ID, `export default ${json({ config, docs: site.docs })};`);
  const routeEntries = docRouteTable(site.docs).map((route) => `  { path: ${json(route.path)}, load: () => import(${json(route.moduleId)}) },`);
  modules.set(ROUTES_MODULE_ID, `export const docRoutes = [\n${routeEntries.join('\n')}\n];`);
  for (const version of site.versions) {
    for (const [id, sidebar] of version.sidebars) modules.set(sidebarModuleId(version.meta.name, id), `export default ${json(sidebar)};`);
  }
  for (const doc of docs) modules.set(docModuleId(doc.versionName, doc.data.id), docModule(doc, createDocPageModule));
  return modules;
}
