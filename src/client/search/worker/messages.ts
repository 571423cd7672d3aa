import type { SearchRequest, SearchResponse } from '../protocol';

/**
 * What the page and the search worker say to each other. The worker downloads the index files
 * itself, from the absolute URLs the page gives it, and builds the engines and answers the
 * searches: reading and parsing an index never runs on the page's main thread.
 */
export type ToWorker =
  | { type: 'init'; urls: Record<string, string>; synonyms: string[][] }
  | { type: 'prepare'; version: string }
  | { type: 'search'; id: number; requests: SearchRequest[] };

export type FromWorker =
  | { type: 'result'; id: number; response: SearchResponse }
  | { type: 'error'; id: number; name: string; message: string };

/** The end of a message channel: a worker seen from the page, or the worker's own scope. */
export interface Port<In, Out> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<In>) => void): void;
}
