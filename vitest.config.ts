import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { effectieSite } from './src/node/vite/plugin';

export default defineConfig({
  // The real site.yaml and content/ back the virtual modules, so component tests see real data.
  plugins: [react(), effectieSite({ projectRoot: __dirname })],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    restoreMocks: true,
  },
});
