import type { IndexFileLoader } from '../index-files';
import { SearchUnavailableError, type SearchClient, type SearchResponse } from '../../../shared/search/protocol';
import type { FromWorker, Port, ToWorker } from './messages';

export interface WorkerSearchClient extends SearchClient {
  /**
   * Has the worker build a version's engine now, before the first search needs it; settles
   * when the worker has the version's index (or could not load it).
   */
  prepare(version: string): Promise<void>;
  /** Fails every search still waiting for the worker: it will not answer. */
  fail(error: Error): void;
}

/**
 * The page's side of the search worker: it hands the worker the index files it asks for,
 * downloaded by the page's own loader, and turns the worker's answers back into promises. An
 * error keeps its name, so that a failed download still reads "Unable to fetch results".
 */
export function createWorkerSearchClient(
  port: Port<FromWorker, ToWorker>,
  loadFile: IndexFileLoader,
  init: { versions: string[]; synonyms: string[][] },
): WorkerSearchClient {
  let nextId = 0;
  const pending = new Map<number, { resolve(response: SearchResponse): void; reject(error: Error): void }>();
  const preparing = new Map<string, { promise: Promise<void>; resolve(): void }>();
  port.addEventListener('message', ({ data: message }) => {
    if (message.type === 'prepared') {
      preparing.get(message.version)?.resolve();
      return;
    }
    if (message.type === 'need') {
      loadFile(message.version).then(
        (file) => port.postMessage({ type: 'file', version: message.version, file }),
        (error: unknown) =>
          port.postMessage({
            type: 'file-error',
            version: message.version,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
      return;
    }
    const request = pending.get(message.id);
    if (!request) return;
    pending.delete(message.id);
    if (message.type === 'result') request.resolve(message.response);
    else
      request.reject(
        message.name === 'RetryError'
          ? new SearchUnavailableError(message.message)
          : Object.assign(new Error(message.message), { name: message.name }),
      );
  });
  port.postMessage({ type: 'init', ...init });
  return {
    search: ({ requests }) =>
      new Promise<SearchResponse>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        port.postMessage({ type: 'search', id, requests: [...requests] });
      }),
    prepare(version) {
      let prepared = preparing.get(version);
      if (!prepared) {
        let resolve!: () => void;
        const promise = new Promise<void>((done) => {
          resolve = done;
        });
        prepared = { promise, resolve };
        preparing.set(version, prepared);
        port.postMessage({ type: 'prepare', version });
      }
      return prepared.promise;
    },
    fail(error) {
      for (const prepared of preparing.values()) prepared.resolve();
      for (const request of pending.values()) request.reject(error);
      pending.clear();
    },
  };
}
