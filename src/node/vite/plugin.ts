import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { renderDocs } from '../docs/render-docs';
import { buildSearchIndexes, SEARCH_INDEX_MODULE_ID, type SearchIndexes } from '../search/build-indexes';
import { searchHeadTags, searchIndexMiddleware } from '../search/vite-search';
import { loadSite, type LoadedSite } from '../site/load-site';
import { themeScript, baseUrlCheckScript, announcementScript } from './head-scripts';
import { VIRTUAL_PREFIX, virtualModules } from './virtual-modules';

export interface SitePluginOptions {
  projectRoot: string;
  configFile?: string;
}

interface Built {
  site: LoadedSite;
  modules: Map<string, string>;
  search: SearchIndexes;
}

/**
 * Serves site.yaml and content/ to the app as virtual modules, checked and rendered at build
 * time; in development a change to either reloads the page.
 */
export function effectieSite({ projectRoot, configFile = 'site.yaml' }: SitePluginOptions): Plugin {
  let built: Promise<Built> | undefined;
  const createDocPageModule = resolve(projectRoot, 'src/client/pages/doc/create-doc-page.tsx');
  const build = () =>
    (built ??= (async () => {
      const site = await loadSite({ projectRoot, configFile });
      const docs = await renderDocs(site);
      const search = buildSearchIndexes(site, docs);
      const modules = virtualModules(site, docs, createDocPageModule).set(SEARCH_INDEX_MODULE_ID, search.urlsModule);
      return { site, modules, search };
    })());

  let ssrBuild = false;
  return {
    name: 'effectie-site',
    configResolved(resolved) {
      ssrBuild = Boolean(resolved.build.ssr);
    },
    async generateBundle() {
      // The search index files belong with the browser's assets; the server bundle needs none.
      if (ssrBuild) return;
      for (const asset of (await build()).search.assets) this.emitFile({ type: 'asset', fileName: asset.fileName, source: asset.source });
    },
    async config() {
      const { site } = await build();
      return { base: site.config.baseUrl };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return undefined;
      const { modules } = await build();
      const code = modules.get(id.slice(1));
      if (code === undefined) throw new Error(`No generated module "${id.slice(1)}".`);
      return code;
    },
    async transformIndexHtml(html) {
      const { site } = await build();
      const { config } = site;
      const page = html
        .replace('<!--site-lang-->', config.i18n.localeConfigs[config.i18n.defaultLocale]?.htmlLang ?? config.i18n.defaultLocale)
        .replace('<!--site-dir-->', config.i18n.localeConfigs[config.i18n.defaultLocale]?.direction ?? 'ltr')
        .replace('<!--site-title-->', config.title)
        .replace('<!--site-description-->', config.tagline)
        .replace('<!--site-favicon-->', `${config.baseUrl}${config.favicon}`)
        .replace('<!--theme-script-->', `<script>${themeScript(config)}</script>`)
        .replace('<!--announcement-script-->', config.announcementBar ? `<script>${announcementScript(config.announcementBar.id)}</script>` : '')
        .replace('<!--base-url-check-->', `<script>${baseUrlCheckScript(config.baseUrl)}</script>`);
      return { html: page, tags: searchHeadTags(config.search) };
    },
    configureServer(server: ViteDevServer) {
      const watched = [resolve(projectRoot, configFile), resolve(projectRoot, 'content')];
      server.watcher.add(watched);
      server.middlewares.use(searchIndexMiddleware(async () => (await build()).search, () => server.config.base));
      const onChange = (file: string) => {
        if (!watched.some((path) => file === path || file.startsWith(`${path}/`))) return;
        built = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(`\0${VIRTUAL_PREFIX}`)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
