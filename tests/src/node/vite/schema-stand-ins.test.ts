import { build, mergeConfig, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { siteViteConfig } from '../../../../src/node/vite/site-vite-config';
import { FIXTURE_SITE } from '../../../fixtures/site-root';
import { ROOT } from '../../import-graph';

/** The module graph of the browser build of the fixture site: each module's id, with its code as built. */
async function browserModules(): Promise<Map<string, string>> {
  const modules = new Map<string, string>();
  const collect: Rollup.Plugin = {
    name: 'collect-modules',
    generateBundle() {
      for (const id of this.getModuleIds()) modules.set(id, this.getModuleInfo(id)?.code ?? '');
    },
  };
  const config = { ...siteViteConfig({ projectRoot: ROOT, siteRoot: FIXTURE_SITE }), configFile: false as const, logLevel: 'silent' as const };
  await build(mergeConfig(config, { build: { write: false, minify: false }, plugins: [collect] }));
  return modules;
}

describe('the browser build', () => {
  it('holds no zod and no schema: each schema module is a stand-in that exports the inert value', async () => {
    const modules = await browserModules();
    const ids = [...modules.keys()];
    expect(ids.filter((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id) || id.startsWith(`${ROOT}/schema/`) || id.startsWith(`${ROOT}/src/node/`))).toEqual([]);
    const schemaModules = ids.filter((id) => id.endsWith('.schema.ts'));
    // Every navbar item type's schema module is in the graph, as the registry imports it...
    expect(schemaModules.map((id) => id.slice(ROOT.length + 1)).sort()).toEqual([
      'renderers/navbar/badge/badge.schema.ts',
      'renderers/navbar/doc-sidebar/doc-sidebar.schema.ts',
      'renderers/navbar/doc/doc.schema.ts',
      'renderers/navbar/docs-version-dropdown/docs-version-dropdown.schema.ts',
      'renderers/navbar/docs-version/docs-version.schema.ts',
      'renderers/navbar/dropdown/dropdown.schema.ts',
      'renderers/navbar/html/html.schema.ts',
      'renderers/navbar/link/link.schema.ts',
      'renderers/navbar/locale-dropdown/locale-dropdown.schema.ts',
      'renderers/navbar/search/search.schema.ts',
    ]);
    // ...but with nothing of a schema left in it.
    for (const id of schemaModules) expect(modules.get(id), id).toMatch(/^import \{ inert \} from "[^"]*\/src\/shared\/inert\.ts";\nexport \{ inert as "\w+"(, inert as "\w+")* \};\n$/);
    expect(ids).toContain(`${ROOT}/src/shared/inert.ts`);
  }, 120_000);
});
