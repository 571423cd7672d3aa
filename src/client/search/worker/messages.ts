import type { SearchIndexFile } from '../../../shared/search/records';
import type { SearchRequest, SearchResponse } from '../../../shared/search/protocol';

/**
 * What the page and the search worker say to each other. The page downloads the index files
 * (so that a failed download is the page's, as without a worker) and the worker builds the
 * engines from them and answers the searches, off the page's main thread.
 */
export type ToWorker =
  | { type: 'init'; versions: string[]; synonyms: string[][] }
  | { type: 'file'; version: string; file: SearchIndexFile }
  | { type: 'file-error'; version: string; message: string }
  | { type: 'prepare'; version: string }
  | { type: 'search'; id: number; requests: SearchRequest[] };

export type FromWorker =
  | { type: 'need'; version: string }
  /** The version's engine can answer (or its index failed to load: the search will say). */
  | { type: 'prepared'; version: string }
  | { type: 'result'; id: number; response: SearchResponse }
  | { type: 'error'; id: number; name: string; message: string };

/** The end of a message channel: a worker seen from the page, or the worker's own scope. */
export interface Port<In, Out> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<In>) => void): void;
}
