import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transformWithEsbuild } from 'vite';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('../../../../src/client/content/type-tips.ts', import.meta.url));

describe('the tooltip script', () => {
  it('adds at most 2 KB of JavaScript (minified, gzip) to the first load', async () => {
    // It has no imports, so the module alone is what the bundle gains.
    const source = await readFile(SOURCE, 'utf8');
    expect(source).not.toMatch(/^import /m);
    const { code } = await transformWithEsbuild(source, SOURCE, {
      loader: 'ts',
      minify: true,
      format: 'esm',
      target: 'es2022',
    });
    expect(gzipSync(code).length).toBeLessThanOrEqual(2048);
  });
});
