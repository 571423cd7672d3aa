// vitest.config.ts as `npm run test:unit` loads it (with --configLoader native): compiled by
// TypeScript's transpiler in this process, with the build code it imports, where Vite would start
// its esbuild service to bundle it. With the unit project's own transform (typescript-transform-plugin.ts),
// the unit tests start no process at all.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);

export default (await import('../../vitest.config.ts')).default;
