import { createLocalEngine, type EngineOptions, type LocalEngine } from './engine/local-engine';
import type { IndexFileLoader } from './index-files';
import { unpackIndexFile } from './records';

export type IndexLoader = (version: string) => Promise<LocalEngine>;

/** Builds each version's engine once from its index file; a failure is forgotten, to retry. */
export function createIndexLoader(loadFile: IndexFileLoader, options: EngineOptions = {}): IndexLoader {
  const engines = new Map<string, Promise<LocalEngine>>();
  return (version) => {
    const cached = engines.get(version);
    if (cached) return cached;
    const engine = loadFile(version).then((file) => createLocalEngine(unpackIndexFile(file), options));
    engine.catch(() => engines.delete(version));
    engines.set(version, engine);
    return engine;
  };
}
