import { synonymMap } from '../engine/query-terms';
import type { IndexFileLoader } from '../index-files';
import { createIndexLoader, type IndexLoader } from '../index-loader';
import { createLocalSearchClient } from '../local-client';
import { SearchUnavailableError, type SearchClient } from '../../../shared/search/protocol';
import type { SearchIndexFile } from '../../../shared/search/records';
import type { FromWorker, Port, ToWorker } from './messages';

interface Pending {
  promise: Promise<SearchIndexFile>;
  resolve(file: SearchIndexFile): void;
  reject(error: Error): void;
}

/**
 * The worker's side: it asks the page for each version's index file once, builds the engine
 * from it (at once: no main thread to keep free here) and answers the page's searches.
 */
export function serveSearch(port: Port<ToWorker, FromWorker>): void {
  const files = new Map<string, Pending>();
  const loadFile: IndexFileLoader = (version) => {
    let pending = files.get(version);
    if (!pending) {
      let resolve!: (file: SearchIndexFile) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<SearchIndexFile>((done, fail) => {
        resolve = done;
        reject = fail;
      });
      pending = { promise, resolve, reject };
      files.set(version, pending);
      port.postMessage({ type: 'need', version });
    }
    return pending.promise;
  };
  let loadEngine: IndexLoader | undefined;
  let client: SearchClient | undefined;

  port.addEventListener('message', ({ data: message }) => {
    switch (message.type) {
      case 'init':
        loadEngine = createIndexLoader(loadFile, { synonyms: synonymMap(message.synonyms) });
        client = createLocalSearchClient(loadEngine, message.versions);
        break;
      case 'file':
        files.get(message.version)?.resolve(message.file);
        break;
      case 'file-error':
        // Forgotten, so that the next search asks for the file again.
        files.get(message.version)?.reject(new SearchUnavailableError(message.message));
        files.delete(message.version);
        break;
      case 'prepare':
        loadEngine?.(message.version).catch(() => {
          // The search that needs it asks again and reports.
        });
        break;
      case 'search':
        client!.search({ requests: message.requests }).then(
          (response) => port.postMessage({ type: 'result', id: message.id, response }),
          (error: unknown) => {
            const { name, message: text } = error instanceof Error ? error : new Error(String(error));
            port.postMessage({ type: 'error', id: message.id, name, message: text });
          },
        );
        break;
    }
  });
}
