import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { effectieSite } from './src/node/vite/plugin';

export default defineConfig({
  // A fixture site backs the virtual modules, so editing the real site.yaml or content/ breaks no
  // unit test; the real site has its end-to-end tests.
  plugins: [react(), effectieSite({ projectRoot: __dirname, siteRoot: resolve(__dirname, 'tests/fixtures/site') })],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    restoreMocks: true,
  },
});
