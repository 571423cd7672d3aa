import type { LoadedSite } from '../site/load-site';
import type { RenderedDoc } from '../docs/render-docs';

export const VIRTUAL_PREFIX = 'virtual:effectie/';

/** A doc's module id: `virtual:effectie/doc/<version>/<route key>` (ids are unique per version). */
export const docModuleId = (doc: RenderedDoc) => `${VIRTUAL_PREFIX}doc/${doc.versionName}/${doc.data.id}`;
const sidebarModuleId = (versionName: string) => `${VIRTUAL_PREFIX}sidebar/${versionName}`;

const json = (value: unknown) => JSON.stringify(value);

/** The source of each virtual module, by id. The site data comes first, then one module per doc. */
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
