import { synonymMap } from '../engine/query-terms';
import { createIndexFileLoader } from '../index-files';
import { createIndexLoader, type IndexLoader } from '../index-loader';
import { createLocalSearchClient } from '../local-client';
import type { SearchClient } from '../protocol';
import type { FromWorker, Port, ToWorker } from './messages';

/**
 * The worker's side: it downloads each version's index file once, builds the engine from it (at
 * once: no main thread to keep free here) and answers the page's searches. A download that
 * failed fails the search with the page loader's own error, and is tried again by the next one.
 */
export function serveSearch(port: Port<ToWorker, FromWorker>, fetchFile: typeof fetch = (...args) => fetch(...args)): void {
  let loadEngine: IndexLoader | undefined;
  let client: SearchClient | undefined;

  port.addEventListener('message', ({ data: message }) => {
    switch (message.type) {
      case 'init':
        loadEngine = createIndexLoader(createIndexFileLoader(message.urls, fetchFile), { synonyms: synonymMap(message.synonyms) });
        client = createLocalSearchClient(loadEngine, Object.keys(message.urls));
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
