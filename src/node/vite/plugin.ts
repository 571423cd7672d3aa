import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CACHE_DIR } from '../examples/cache-store';
import { REFERENCE_DIR } from '../api-reference/reference-store';
import type { Plugin, ViteDevServer } from 'vite';
import { parseSiteConfig } from '../../../schema/parse';
import { replaceLiteral } from '../../shared/text/replace-literal';
import { searchHeadTags } from '../search/search-head-tags';
import { inMemorySite, type InMemorySite } from '../site/in-memory-site';
import type { OpenedSite } from '../site/open-site';
import type { LoadedSite } from '../site/load-site';
import { devSite } from '../dev/dev-site';
import { DOC_CHANGED_EVENT } from '../../shared/dev-events';
import { textFileType } from '../security/headers';
import { LOGOS_MODULE_ID, logosModule } from './logo-module';
import { siteIndexHtml } from './index-html';
import { FIXED_PAGES_MODULE_ID, fixedPagesModule, VIRTUAL_PREFIX } from './virtual-modules';
import { PAGE_DATA_DIR } from '../../shared/page-data';
import { stripBase } from '../../shared/routes/join-url';
import { normalizePathname } from '../../shared/routes/normalize-path';
import { browserSiteConfig, pageSiteData, siteDataScript } from '../page-data/page-site-data';

/** What the plugin offers other plugins (Vite's `api`): the site it serves, made in memory once. */
export interface SitePluginApi {
  inMemorySite(): Promise<InMemorySite>;
}

export interface SitePluginOptions {
  projectRoot: string;
  /** The folder of site.yaml, content/, compiled-examples/ and api-reference/; the project root by default. */
  siteRoot?: string;
  configFile?: string;
  /**
   * The site already opened, as the build does once for its two Vite builds, which need none of
   * its pages; without it the plugin opens the site itself, each page rendered when asked for,
   * and again after a change (the development server, devSite).
   */
  opened?: Promise<OpenedSite>;
  /** Whether pages get their last-updated dates from git; the test runner starts no process, so its pages have none. */
  readHistory?: boolean;
  /** Where site.yaml's images are read from (the home page's features); the project's public/, which Vite copies, by default. */
  publicDir?: string;
}

/**
 * Serves site.yaml and content/ to the app as virtual modules, checked and rendered at build
 * time; in development a change to either reloads the page.
 */
export function effectieSite({
  projectRoot,
  siteRoot = projectRoot,
  configFile = 'site.yaml',
  opened,
  readHistory = true,
  // Vite's root is the project's, so its static files are the project's public/.
  publicDir = resolve(projectRoot, 'public'),
}: SitePluginOptions): Plugin {
  // The development server's site: opened on the first request, each doc rendered when asked for.
  const session = devSite({ siteRoot, configFile, readHistory, publicDir });
  /** What the app is built with: the site opened by the build, else the development server's. */
  const core = (): Promise<OpenedSite> => opened ?? session.opened();
  /** What a page's HTML needs: the loaded site alone, which the development server has before its highlighter. */
  const loadedSite = (): Promise<LoadedSite> => (opened ? opened.then(({ site }) => site) : session.site());
  let prepared: Promise<InMemorySite> | undefined;

  let base = '/';
  const api: SitePluginApi = {
    inMemorySite: () => (prepared ??= inMemorySite({ siteRoot, configFile, readHistory, publicDir })),
  };
  return {
    name: 'effectie-site',
    api,
    configResolved(resolved) {
      base = resolved.base;
    },
    async config() {
      // The development server starts on site.yaml alone; the site opens with the first request.
      if (opened === undefined)
        return {
          base: parseSiteConfig(await readFile(resolve(siteRoot, configFile), 'utf8'), configFile).value.baseUrl,
        };
      const { site } = await opened;
      return { base: site.config.baseUrl };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return undefined;
      if (id === `\0${FIXED_PAGES_MODULE_ID}`) return fixedPagesModule();
      const { site, modules } = await core();
      const moduleId = id.slice(1);
      if (moduleId === LOGOS_MODULE_ID) return logosModule(this, site.config);
      const code = modules.get(moduleId);
      if (code === undefined) throw new Error(`No generated module "${id.slice(1)}".`);
      return code;
    },
    async transformIndexHtml(html, context) {
      const site = await loadedSite();
      // The build fills the data block per page when it prerenders; here, for the dev server.
      if (context.server) {
        const route = stripBase(base, normalizePathname(context.originalUrl?.split(/[?#]/)[0] ?? context.path)) ?? '/';
        html = replaceLiteral(
          html,
          '<!--site-data-->',
          siteDataScript(pageSiteData(browserSiteConfig(site.config), site.docs, route, site.pages)),
        );
      }
      return { html: siteIndexHtml(html, site.config), tags: searchHeadTags(site.config.search) };
    },
    configureServer(server: ViteDevServer) {
      // Loaded while Vite starts and the browser asks for its first page, not after, then the
      // highlighter its docs need; a problem of the site is reported on that page's request.
      session
        .site()
        .then(() => session.opened())
        .catch(() => {});
      const watched = [
        resolve(siteRoot, configFile),
        resolve(siteRoot, 'content'),
        resolve(siteRoot, CACHE_DIR),
        resolve(siteRoot, REFERENCE_DIR),
      ];
      server.watcher.add(watched);
      // Every file of the site's outputs (src/node/outputs/), which the build writes beside the pages.
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split(/[?#]/)[0] ?? '');
        if (!path.startsWith(base)) return next();
        const file = path.slice(base.length);
        if (!file.startsWith(`${PAGE_DATA_DIR}/`) && !/\.(?:md|txt)$/.test(file)) return next();
        session.file(file).then((text) => {
          if (text === undefined) return next();
          const type = file.endsWith('.json')
            ? 'application/json; charset=utf-8'
            : file.endsWith('.html')
              ? 'text/html; charset=utf-8'
              : textFileType(file);
          response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' }).end(text);
        }, next);
      });
      const onChange = (file: string) => {
        if (!watched.some((path) => file === path || file.startsWith(`${path}/`))) return;
        prepared = undefined;
        void session.changed(file).then((doc) => {
          // A page whose body alone changed shows again where it is open; anything else reloads.
          if (doc !== undefined) return server.ws.send({ type: 'custom', event: DOC_CHANGED_EVENT, data: doc });
          for (const module of server.moduleGraph.idToModuleMap.values()) {
            if (module.id?.startsWith(`\0${VIRTUAL_PREFIX}`)) server.moduleGraph.invalidateModule(module);
          }
          server.ws.send({ type: 'full-reload' });
        });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
