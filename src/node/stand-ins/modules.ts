import { relative, sep } from 'node:path';

/**
 * Which modules are stand-ins where. A navbar item type is one object (its schema, its checks,
 * its components), so its module imports both halves; each side gets the other's as a stand-in:
 *
 * - schema modules (`*.schema.ts`: zod schemas and the build's checks) never reach the browser;
 * - view modules (`.tsx` under src/client/ and renderers/: React components, which import the
 *   browser's data and routes) are not loaded when the build reads site.yaml.
 *
 * Tests load both halves for real.
 */
export const isSchemaModule = (file: string): boolean => /\.schema\.ts$/.test(withoutQuery(file)) && !isDependency(file);

export function isViewModule(file: string, projectRoot: string): boolean {
  const path = relative(projectRoot, withoutQuery(file)).split(sep).join('/');
  return /^(?:src\/client|renderers)\/.*\.tsx$/.test(path);
}

const withoutQuery = (file: string) => file.replace(/[?#].*$/, '');
const isDependency = (file: string) => /[\\/]node_modules[\\/]/.test(file);
