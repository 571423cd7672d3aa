import { describe, expect, it } from 'vitest';
import { isViewModule } from '../../../../src/node/stand-ins/modules';
import { importsFrom, ROOT } from '../../import-graph';

/**
 * The commands that read site.yaml run in Node, which cannot load the browser's virtual modules
 * or its `?url` assets. They reach the React components through the registry of navbar item
 * types; those view modules load as stand-ins there (src/node/load-time/), so they are not
 * followed here.
 */
const COMMANDS = ['src/node/build.ts', 'src/node/dev.ts', 'src/node/config/write-json-schema.ts', 'src/node/examples/cli.ts', 'src/node/api-coverage/cli.ts'];
const BROWSER_ONLY = [/^virtual:/, /\?/, /\.css$/];

const isView = (module: string) => isViewModule(`${ROOT}/${module}`, ROOT);

describe('the commands that read site.yaml', () => {
  const imports = importsFrom(COMMANDS, isView);

  it('load no browser-only module (virtual modules, ?url assets, stylesheets)', () => {
    const offending = imports.filter(({ specifier }) => BROWSER_ONLY.some((pattern) => pattern.test(specifier)));
    expect(offending.map(({ importer, specifier }) => `${importer} imports ${specifier}`)).toEqual([]);
  });

  it('reach the components of the navbar item types, and only to replace them', () => {
    expect(imports.map(({ module }) => module)).toContain('renderers/navbar/link/LinkNavbarItem.tsx');
    // Followed into, the components would bring in the browser's site data and routes.
    const throughViews = importsFrom(['renderers/navbar/link/LinkNavbarItem.tsx'], () => false);
    expect(throughViews.map(({ specifier }) => specifier)).toContain('virtual:effectie/site');
  });
});
