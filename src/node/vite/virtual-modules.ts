import type { LoadedSite } from '../site/load-site';
import type { RenderedDoc } from '../docs/render-docs';

export const VIRTUAL_PREFIX = 'virtual:effectie/';

/** A doc's module id: `virtual:effectie/doc/<version>/<route key>` (ids are unique per version). */
export const docModuleId = (doc: RenderedDoc) => `${VIRTUAL_PREFIX}doc/${doc.versionName}/${doc.data.id}`;
const sidebarModuleId = (versionName: string) => `${VIRTUAL_PREFIX}sidebar/${versionName}`;

const json = (value: unknown) => JSON.stringify(value);

/** The ids of what the browser receives differently from the server (see browserModule). */
export const SITE_MODULE_ID = `${VIRTUAL_PREFIX}site`;
export const ROUTES_MODULE_ID = `${VIRTUAL_PREFIX}routes`;

/** Where the browser finds the site data: a JSON block of the page, not a script. */
export const SITE_DATA_ELEMENT_ID = '__SITE_DATA__';

export interface BrowserSiteData {
  config: LoadedSite['config'];
  docs: LoadedSite['docs'];
  /** The route of each doc, in the order of the route module's loaders. */
  routes: string[];
}

/** The JSON block every page carries, escaped so that no text in it can end the script element. */
export function siteDataScript(data: BrowserSiteData): string {
  return `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Browser versions of the modules. The site data and the route table are read from the page's
 * JSON block, and a doc's body is fetched as HTML, so that neither weighs on the JavaScript.
 */
export const browserSiteModule = `export default JSON.parse(document.getElementById(${json(SITE_DATA_ELEMENT_ID)}).textContent);`;
export function browserRoutesModule(docs: readonly RenderedDoc[]): string {
  // Only the loaders stay in JavaScript: import() needs a literal so the chunks get built.
  const loaders = docs.map((doc) => `() => import(${json(docModuleId(doc))})`);
  return [
    `import site from ${json(SITE_MODULE_ID)};`,
    `const loaders = [${loaders.join(', ')}];`,
    `export const docRoutes = site.routes.map((path, index) => ({ path, load: loaders[index] }));`,
  ].join('\n');
}

/** The doc routes in the order the loaders of browserRoutesModule follow. */
export const docRoutePaths = (docs: readonly RenderedDoc[]) => docs.map((doc) => doc.path);

export function browserDocModule(doc: RenderedDoc, createDocPageModule: string, bodyUrlExpression: string): string {
  const { html: _body, ...data } = doc.data;
  return [
    `import { createDocPage } from ${json(createDocPageModule)};`,
    `import sidebar from ${json(sidebarModuleId(doc.versionName))};`,
    `export default createDocPage(${json(data)}, sidebar, ${bodyUrlExpression});`,
  ].join('\n');
}

/** The source of each virtual module for the server (and tests), by id: everything inline. */
export function virtualModules(site: LoadedSite, docs: readonly RenderedDoc[], createDocPageModule: string): Map<string, string> {
  const modules = new Map<string, string>();
  modules.set(`${VIRTUAL_PREFIX}site`, `export default ${json({ config: site.config, docs: site.docs })};`);
  const routeEntries = docs.map((doc) => `  { path: ${json(doc.path)}, load: () => import(${json(docModuleId(doc))}) },`);
  modules.set(`${VIRTUAL_PREFIX}routes`, `export const docRoutes = [\n${routeEntries.join('\n')}\n];`);
  for (const version of site.versions) {
    modules.set(sidebarModuleId(version.meta.name), `export default ${json(version.sidebar)};`);
  }
  for (const doc of docs) {
    modules.set(
      docModuleId(doc),
      [
        `import { createDocPage } from ${json(createDocPageModule)};`,
        `import sidebar from ${json(sidebarModuleId(doc.versionName))};`,
        `export default createDocPage(${json(doc.data)}, sidebar);`,
      ].join('\n'),
    );
  }
  return modules;
}
