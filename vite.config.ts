import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { siteViteConfig } from './src/node/vite/site-vite-config';

// The development server of site.yaml and content/ (`npx vite`, `npm run dev`), with hot reload
// of both; `npm run build` builds and prerenders the site with the same configuration.
export default defineConfig(siteViteConfig({ projectRoot: fileURLToPath(new URL('.', import.meta.url)) }));
