import { minify } from 'terser';
import type { Plugin } from 'vite';

/**
 * terser packs React and the app shell, which every page loads first, about 2 KB gzip smaller
 * than esbuild does. It runs on the finished bundle, after esbuild, on every chunk but the
 * search dialog's, which comes already minified and is loaded on demand.
 */
export function minifyEntryWithTerser(): Plugin {
  return {
    name: 'effectie-minify-entry',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle(options, bundle) {
      if (options.format !== 'es') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.moduleIds.some((id) => id.includes('/node_modules/@docsearch/'))) continue;
        const result = await minify(chunk.code, {
          module: true,
          ecma: 2020,
          compress: { passes: 2 },
          format: { comments: false },
        });
        if (result.code !== undefined) chunk.code = result.code;
      }
    },
  };
}
