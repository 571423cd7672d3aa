import { describe, expect, it } from 'vitest';
import { importsOf, modulesUnder, valueImportsFrom, type Import } from './import-graph';

/**
 * Each top folder runs in one place: schema/ and src/node/ at build time, renderers/ and
 * src/client/ in the browser, src/shared/ in both. These follow the imports as written, so a
 * mistake fails here before a bundle or a build meets it.
 */
const describeImport = ({ importer, specifier }: Import) => `${importer} imports ${specifier}`;
const offending = (files: readonly string[], offends: (found: Import) => boolean) => files.flatMap(importsOf).filter(offends).map(describeImport);

const CLIENT = /^(?:src\/client|renderers)\/|^registry\/navbar-item-components\.ts$/;
const BUILD_ONLY_MODULES = /^(?:src\/node|schema)\/|^registry\/navbar-item-schemas\.ts$/;
const BUILD_ONLY_PACKAGES = /^(?:node:|(?:shiki|marked|yaml|zod|minisearch\/node|vite|tsx)(?:\/|$))/;

describe('the browser bundle', () => {
  it('reaches no build-time code from its entries: no Node built-in, shiki, marked, yaml, zod, src/node, schema or schema map', () => {
    const imports = valueImportsFrom(['src/client/entry-client.tsx', 'src/client/entry-server.tsx']);
    expect(imports.length).toBeGreaterThan(100);
    expect(imports.filter(({ module, specifier }) => (module ? BUILD_ONLY_MODULES.test(module) : BUILD_ONLY_PACKAGES.test(specifier))).map(describeImport)).toEqual([]);
  });

  it('reaches every navbar item component, through the components map', () => {
    const modules = new Set(valueImportsFrom(['src/client/entry-client.tsx']).flatMap(({ module }) => (module ? [module] : [])));
    expect(modules).toContain('registry/navbar-item-components.ts');
    for (const renderer of modulesUnder('renderers/navbar').filter((file) => !file.includes('/shared/'))) expect(modules, renderer).toContain(renderer);
  });
});

describe('renderers', () => {
  it('use the app only through its public module, src/client/index.ts', () => {
    const files = modulesUnder('renderers');
    expect(files.length).toBeGreaterThan(10);
    expect(offending(files, ({ module }) => module !== undefined && module.startsWith('src/client/') && module !== 'src/client/index.ts')).toEqual([]);
  });
});

describe('build-time code', () => {
  it('imports no browser code, not even its types (shared shapes live in src/shared)', () => {
    const files = [...modulesUnder('src/node'), ...modulesUnder('schema'), 'registry/navbar-item-schemas.ts', 'vite.config.ts'];
    expect(offending(files, ({ module }) => module !== undefined && CLIENT.test(module))).toEqual([]);
  });
});

describe('src/shared', () => {
  it('imports neither the browser\'s code nor the build\'s', () => {
    expect(offending(modulesUnder('src/shared'), ({ module }) => module !== undefined && (CLIENT.test(module) || /^src\/node\//.test(module)))).toEqual([]);
  });
});
