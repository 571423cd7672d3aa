import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_MODULES } from '../src/node/vite/browser-modules';
import {
  importsOf,
  modulesUnder,
  pathsNamedIn,
  ROOT,
  specifiersOf,
  valueImportsFrom,
  type Import,
} from './import-graph';
import { importCircles, PROJECT_MODULES } from './import-circles';

/**
 * Each top folder runs in one place: schema/ and src/node/ at build time, renderers/ and
 * src/client/ in the browser, src/shared/ in both. These follow the imports as written, so a
 * mistake fails here before a bundle or a build meets it.
 */
const describeImport = ({ importer, specifier }: Import) => `${importer} imports ${specifier}`;
const offending = (files: readonly string[], offends: (found: Import) => boolean) =>
  files.flatMap(importsOf).filter(offends).map(describeImport);

const CLIENT = /^(?:src\/client|renderers)\/|^registry\/(?:navbar-item-components|search-transforms)\.ts$/;
const BUILD_ONLY_MODULES = /^(?:src\/node|schema)\/|^registry\/(?:navbar-item-schemas|search-transform-names)\.ts$/;
const BUILD_ONLY_PACKAGES = /^(?:node:|(?:shiki|marked|yaml|zod|minisearch\/node|vite|tsx)(?:\/|$))/;
/** The browser modules the build names by path, all in one list. */
const DECLARED_BROWSER_MODULES = Object.values(BROWSER_MODULES).flatMap((entry) =>
  typeof entry === 'string' ? [entry] : Object.values(entry),
);
const BUILD_FILES = [
  ...modulesUnder('src/node'),
  ...modulesUnder('schema'),
  'registry/navbar-item-schemas.ts',
  'registry/search-transform-names.ts',
  'vite.config.ts',
];

describe("reading a module's imports", () => {
  it('sees every way a module names another, in either quotes', () => {
    const text = [
      '/// <reference path="./globals.d.ts" />',
      '/// <reference types="vite/client" />',
      'import { z } from "zod";',
      "import type { Page } from './page';",
      "import { type A, type B } from './types';",
      "import { type C, d } from './mixed';",
      'import "./side-effect.css";',
      'export { e } from "./re-export";',
      "export type { F } from './re-export-type';",
      "export * from './star';",
      'const lazy = () => import("./lazy");',
      "const required = require('./required');",
      "type Imported = import('./type-import').T;",
      'const computed = (name: string) => import(name);',
    ].join('\n');
    expect(specifiersOf(text).map(({ specifier, typeOnly }) => `${typeOnly ? 'type ' : ''}${specifier}`)).toEqual([
      'type ./globals.d.ts',
      'type vite/client',
      'zod',
      'type ./page',
      'type ./types',
      './mixed',
      './side-effect.css',
      './re-export',
      'type ./re-export-type',
      './star',
      './lazy',
      './required',
      'type ./type-import',
      '<computed: name>',
    ]);
  });
});

describe('the browser bundle', () => {
  it('reaches no build-time code from its entries: no Node built-in, shiki, marked, yaml, zod, src/node, schema or schema map', () => {
    const imports = valueImportsFrom(['src/client/entry-client.tsx', ...DECLARED_BROWSER_MODULES]);
    expect(imports.length).toBeGreaterThan(100);
    expect(
      imports
        .filter(({ module, specifier }) =>
          module ? BUILD_ONLY_MODULES.test(module) : BUILD_ONLY_PACKAGES.test(specifier),
        )
        .map(describeImport),
    ).toEqual([]);
  });

  it('reaches every navbar item component, through the components map', () => {
    const modules = new Set(
      valueImportsFrom(['src/client/entry-client.tsx']).flatMap(({ module }) => (module ? [module] : [])),
    );
    expect(modules).toContain('registry/navbar-item-components.ts');
    for (const renderer of modulesUnder('renderers/navbar').filter((file) => !file.includes('/shared/')))
      expect(modules, renderer).toContain(renderer);
  });
});

describe('renderers', () => {
  it('use the app only through its public module, src/client/index.ts', () => {
    const files = modulesUnder('renderers');
    expect(files.length).toBeGreaterThan(10);
    expect(
      offending(files, ({ module }) => module?.startsWith('src/client/') === true && module !== 'src/client/index.ts'),
    ).toEqual([]);
  });
});

describe('build-time code', () => {
  it('imports no browser code, not even its types (shared shapes live in src/shared)', () => {
    expect(BUILD_FILES.length).toBeGreaterThan(100);
    expect(offending(BUILD_FILES, ({ module }) => module !== undefined && CLIENT.test(module))).toEqual([]);
  });

  it('names browser modules by path only in its one list, src/node/vite/browser-modules.ts', () => {
    // src/shared too: the build would reach a path named there just the same.
    const named = [...BUILD_FILES, ...modulesUnder('src/shared')]
      .filter((file) => file !== 'src/node/vite/browser-modules.ts')
      .flatMap((file) =>
        pathsNamedIn(file)
          .filter(({ module }) => CLIENT.test(module))
          .map(({ text }) => `${file} names ${text}`),
      );
    expect(named).toEqual([]);
    // The check sees the list's own paths, so it would see them elsewhere.
    expect(pathsNamedIn('src/node/vite/browser-modules.ts').map(({ module }) => module)).toEqual(
      DECLARED_BROWSER_MODULES,
    );
  });

  it('lists only browser modules that exist', () => {
    expect(DECLARED_BROWSER_MODULES.length).toBeGreaterThan(5);
    for (const module of DECLARED_BROWSER_MODULES) {
      expect(module, module).toMatch(CLIENT);
      expect(existsSync(join(ROOT, module)), module).toBe(true);
    }
  });
});

describe('src/shared', () => {
  it("imports neither the browser's code nor the build's", () => {
    expect(
      offending(
        modulesUnder('src/shared'),
        ({ module }) => module !== undefined && (CLIENT.test(module) || /^src\/node\//.test(module)),
      ),
    ).toEqual([]);
  });
});

describe('the import graph', () => {
  it('has no circle, inside a folder either, type imports and import() included', () => {
    const modules = PROJECT_MODULES();
    expect(modules.length).toBeGreaterThan(300);
    expect(importCircles(modules)).toEqual([]);
  });
});
