import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Build-time code must never reach the browser: the browser's folders may import types from
 * anywhere, but values only from browser-safe code. This reads every import of those folders.
 */
const ROOT = join(__dirname, '../../..');
const BROWSER_CODE = ['src/client', 'src/shared', 'renderers'];
const BUILD_TIME_ONLY = [/^node:/, /^(shiki|marked|yaml|zod|minisearch\/node|vite|tsx)(\/|$)/, /\/src\/node\//, /^\.\.?\/.*\bnode\//, /\/registry\/navbar-item-specs/, /\/schema\/(?!.*\.d\.ts)/];

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Value imports (not `import type`, not type-only specifiers) with their resolved-looking path. */
function valueImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)'/gm), ...text.matchAll(/^import\s+'([^']+)'/gm)]
    .map((match) => (match.length === 3 ? match[2]! : match[1]!))
    .map((specifier) => (specifier.startsWith('.') ? `/${relative(ROOT, join(ROOT, file, '..', specifier))}` : specifier));
}

describe('the browser bundle', () => {
  it('imports no build-time code (Node built-ins, shiki, marked, yaml, zod, src/node, the schemas)', () => {
    const offending = BROWSER_CODE.flatMap(files).flatMap((file) =>
      valueImports(file)
        .filter((specifier) => BUILD_TIME_ONLY.some((pattern) => pattern.test(specifier)))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('would notice such an import', () => {
    expect(BUILD_TIME_ONLY.some((pattern) => pattern.test('/src/node/markdown'))).toBe(true);
    expect(BUILD_TIME_ONLY.some((pattern) => pattern.test('zod'))).toBe(true);
    expect(BUILD_TIME_ONLY.some((pattern) => pattern.test('/schema/navbar-items'))).toBe(true);
  });
});
