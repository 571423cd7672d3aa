import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { siteViteConfig } from '../../../src/node/vite/site-vite-config';

/**
 * The development server as `npm run dev` starts it (vite.config.ts), on the site in
 * DEV_SITE_ROOT rather than the project's: a copy of a fixture site that the save tests edit.
 * Its pages have no git history, so none is read.
 */
const siteRoot = process.env.DEV_SITE_ROOT;
if (!siteRoot) throw new Error('DEV_SITE_ROOT is not set: it names the folder of the site to serve.');

export default defineConfig(
  siteViteConfig({ projectRoot: fileURLToPath(new URL('../../..', import.meta.url)), siteRoot, readHistory: false }),
);
