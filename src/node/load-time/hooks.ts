import type { InitializeHook, LoadHook } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isViewModule } from '../stand-ins/modules';

let projectRoot = '';

export const initialize: InitializeHook<{ projectRoot: string }> = (data) => {
  projectRoot = data.projectRoot;
};

/** Loads every view module as an inert stand-in with the same exports (see stand-ins/modules.ts). */
export const load: LoadHook = async (url, context, nextLoad) => {
  if (!url.startsWith('file:') || !isViewModule(fileURLToPath(url), projectRoot)) return nextLoad(url, context);
  // Loaded as JavaScript first (tsx compiles it), only to read the names it exports.
  const compiled = await nextLoad(url, context);
  const { exportNames, INERT_VALUE_URL, inertModule } = await import('../stand-ins/inert-module');
  return { format: 'module', source: inertModule(exportNames(String(compiled.source), url), INERT_VALUE_URL.href), shortCircuit: true };
};
