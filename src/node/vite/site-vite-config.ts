import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { CUSTOM_MEDIA } from '../../shared/breakpoints';
import { browserModulePath } from './browser-modules';
import { customMedia } from './custom-media';
import { minifyEntryWithTerser } from './minify-entry';
import { effectieSite, type SitePluginOptions } from './plugin';
import { SAVED_FILE_WATCH } from './saved-file-watch';

/**
 * The Vite configuration of the site: vite.config.ts gives it to the development server (`npx
 * vite`, `npm run dev`), and both builds of `npm run build` use it with the site they have
 * already prepared.
 */
export function siteViteConfig(options: SitePluginOptions): UserConfig {
  return {
    root: options.projectRoot,
    // The site's static files are the site's, beside its site.yaml, as content/ is.
    publicDir: resolve(options.siteRoot ?? options.projectRoot, 'public'),
    plugins: [react(), effectieSite(options), minifyEntryWithTerser()],
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: browserModulePath(options.projectRoot, 'syncExternalStoreShim'),
        },
      ],
    },
    css: { postcss: { plugins: [customMedia(CUSTOM_MEDIA)] } },
    build: {
      outDir: 'dist',
      manifest: true,
      // Code for current browsers only: smaller, and every visitor of a docs site has one.
      target: 'es2022',
      // The prerendered HTML preloads each page's chunks itself, and links prefetch the next
      // page's; Vite's runtime preloader would only add bytes to every page.
      modulePreload: false,
    },
    // The search worker is one script: the engine's modules, which the page loads as chunks of
    // their own, are inlined rather than fetched one after another by the worker.
    worker: { format: 'es', rollupOptions: { output: { inlineDynamicImports: true } } },
    server: { host: '127.0.0.1', watch: SAVED_FILE_WATCH },
    preview: { host: '127.0.0.1' },
  };
}
