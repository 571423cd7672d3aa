import type { EngineOptions, LocalEngine } from './engine/local-engine';
import type { IndexFileLoader } from './index-files';
import { unpackIndexFile } from './records';

export type IndexLoader = (version: string) => Promise<LocalEngine>;

/**
 * Builds each version's engine once from its index file; a failure is forgotten, to retry. The
 * engine's code arrives with the first search, beside the index file, not with the page.
 */
export function createIndexLoader(loadFile: IndexFileLoader, options: EngineOptions = {}): IndexLoader {
  const engines = new Map<string, Promise<LocalEngine>>();
  return (version) => {
    const cached = engines.get(version);
    if (cached) return cached;
    const engine = Promise.all([loadFile(version), import('./engine/local-engine')]).then(([file, { createLocalEngine }]) => createLocalEngine(unpackIndexFile(file), options));
    engine.catch(() => engines.delete(version));
    engines.set(version, engine);
    return engine;
  };
}
