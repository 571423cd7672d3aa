import type { SearchIndexFile } from './records';
import { createLocalEngine, type LocalEngine } from './engine/local-engine';
import { SearchUnavailableError } from './protocol';

export type IndexLoader = (version: string) => Promise<LocalEngine>;

/**
 * Downloads a version's index once and builds its engine. The files are content-hashed, so a
 * loaded engine stays right for the page's lifetime; a failed download is forgotten, so the
 * next keystroke tries again.
 */
export function createIndexLoader(urls: Readonly<Record<string, string>>, fetchFile: typeof fetch = (...args) => fetch(...args)): IndexLoader {
  const engines = new Map<string, Promise<LocalEngine>>();
  return (version) => {
    const cached = engines.get(version);
    if (cached) return cached;
    const url = urls[version];
    if (url === undefined) return Promise.reject(new Error(`No search index for version "${version}".`));
    const engine = fetchFile(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const file = (await response.json()) as SearchIndexFile;
        return createLocalEngine(file.records);
      })
      .catch((error: unknown) => {
        engines.delete(version);
        throw new SearchUnavailableError(`The search index of version "${version}" could not be loaded.`, { cause: error });
      });
    engines.set(version, engine);
    return engine;
  };
}
