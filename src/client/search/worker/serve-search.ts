import { synonymMap } from '../engine/query-terms';
import type { IndexFileLoader } from '../index-files';
import { createIndexLoader, type IndexLoader } from '../index-loader';
import { createLocalSearchClient } from '../local-client';
import { SearchUnavailableError, type SearchClient } from '../../../shared/search/protocol';
import type { SearchIndexFile } from '../../../shared/search/records';
import type { IdleDeadline } from '../../components/when-idle';
import type { FromWorker, Port, ToWorker } from './messages';

/** The worker's slices of work: each as soon as the messages waiting have been answered. */
const betweenMessages = (work: (deadline: IdleDeadline) => void) =>
  void setTimeout(() => {
    const end = performance.now() + SLICE_MS;
    work({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 0);
const SLICE_MS = 20;

interface Pending {
  promise: Promise<SearchIndexFile>;
  resolve(file: SearchIndexFile): void;
  reject(error: Error): void;
}

/**
 * The worker's side: it asks the page for each version's index file once, builds the engine
 * from it, headings first, and answers the page's searches.
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
        // In slices between messages, so that a light search (partial) answers from the headings
        // as soon as they are in, while the paragraphs are indexed; a full search builds the rest.
        loadEngine = createIndexLoader(loadFile, { synonyms: synonymMap(message.synonyms) }, betweenMessages);
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
      case 'prepare': {
        // A failure is reported by the search that needs the engine, which asks again.
        const prepared = () => port.postMessage({ type: 'prepared', version: message.version });
        loadEngine?.(message.version).then(prepared, prepared);
        break;
      }
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
