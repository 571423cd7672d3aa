import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { siteViteConfig } from './vite/site-vite-config';

// The development server (`npm run dev`) of site.yaml and content/; `npm run build` uses the
// same configuration from src/node/build.ts.
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const server = await createServer({ ...siteViteConfig({ projectRoot }), configFile: false });
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });
