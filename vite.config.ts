import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { effectieSite } from './src/node/vite/plugin';

export default defineConfig({
  plugins: [react(), effectieSite({ projectRoot: __dirname, configFile: process.env.EFFECTIE_SITE_CONFIG ?? 'site.yaml' })],
  build: {
    outDir: 'dist',
    manifest: true,
    // Code for current browsers only: smaller, and every visitor of a docs site has one.
    target: 'es2022',
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
