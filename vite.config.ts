import { defineConfig } from 'vite';
import { siteViteConfig } from './src/node/vite/site-vite-config';

// The development server (`npm run dev`) of site.yaml and content/; `npm run build` uses the
// same configuration from src/node/build.ts.
export default defineConfig(siteViteConfig({ projectRoot: __dirname }));
