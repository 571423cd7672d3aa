import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { renderDocs } from '../docs/render-docs';
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
      return { site, modules: virtualModules(site, docs, createDocPageModule) };
    })());

  return {
    name: 'effectie-site',
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
      return html
        .replace('<!--site-lang-->', config.i18n.localeConfigs[config.i18n.defaultLocale]?.htmlLang ?? config.i18n.defaultLocale)
        .replace('<!--site-dir-->', config.i18n.localeConfigs[config.i18n.defaultLocale]?.direction ?? 'ltr')
        .replace('<!--site-title-->', config.title)
        .replace('<!--site-description-->', config.tagline)
        .replace('<!--site-favicon-->', `${config.baseUrl}${config.favicon}`)
        .replace('<!--theme-script-->', `<script>${themeScript(config)}</script>`)
        .replace('<!--announcement-script-->', config.announcementBar ? `<script>${announcementScript(config.announcementBar.id)}</script>` : '')
        .replace('<!--base-url-check-->', `<script>${baseUrlCheckScript(config.baseUrl)}</script>`);
    },
    configureServer(server: ViteDevServer) {
      const watched = [resolve(projectRoot, configFile), resolve(projectRoot, 'content')];
      server.watcher.add(watched);
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
