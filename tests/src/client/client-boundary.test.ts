import { describe, expect, it } from 'vitest';
import { isSchemaModule } from '../../../src/node/stand-ins/modules';
import { importsFrom, type Import } from '../import-graph';

/**
 * Build-time code must never reach the browser. This follows every value import from the
 * browser's entries, as the bundler does: schema modules are not followed, since the browser
 * build replaces them with inert stand-ins (src/node/stand-ins/).
 */
const ENTRIES = ['src/client/entry-client.tsx', 'src/client/entry-server.tsx'];
const BUILD_TIME_ONLY = [/^node:/, /^(shiki|marked|yaml|zod|minisearch\/node|vite|tsx)(\/|$)/, /^src\/node\//, /^schema\//];

const offends = ({ specifier, module }: Import) => BUILD_TIME_ONLY.some((pattern) => pattern.test(module ?? specifier));

describe('the browser bundle', () => {
  const imports = importsFrom(ENTRIES, isSchemaModule);

  it('imports no build-time code (Node built-ins, shiki, marked, yaml, zod, src/node, the schemas)', () => {
    expect(imports.filter(offends).map(({ importer, specifier }) => `${importer} imports ${specifier}`)).toEqual([]);
  });

  it('reaches the navbar item types, and their schema modules only to replace them', () => {
    const schemaImports = imports.filter(({ module }) => module !== undefined && isSchemaModule(module));
    expect(schemaImports.map(({ module }) => module)).toContain('renderers/navbar/link/link.schema.ts');
    // Followed into, the schema modules would bring zod and schema/ in: this is what the stand-ins keep out.
    expect(importsFrom(['renderers/navbar/link/link.schema.ts'], () => false).filter(offends).map(({ specifier }) => specifier)).toContain('zod');
  });
});
