import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { exportNames, INERT_VALUE_URL, inertModule } from '../stand-ins/inert-module';
import { isSchemaModule } from '../stand-ins/modules';

/**
 * Builds every schema module as an inert stand-in with the same exports (see
 * stand-ins/modules.ts), so that neither zod nor the schemas reach the browser or the prerender.
 * It runs after TypeScript is compiled away, and before the module's imports are followed.
 */
export function schemaStandIns(): Plugin {
  return {
    name: 'effectie-schema-stand-ins',
    enforce: 'post',
    transform(code, id) {
      if (!isSchemaModule(id)) return undefined;
      // An empty map: the stand-in keeps nothing of the schema, not even in its source map.
      return { code: inertModule(exportNames(code, id), fileURLToPath(INERT_VALUE_URL)), map: { mappings: '' } };
    },
  };
}
