/**
 * The search worker's entry: engines are built and searched here, so that building an index
 * (the long piece of work of a first search) never holds up the page.
 */
import type { FromWorker, Port, ToWorker } from './messages';
import { serveSearch } from './serve-search';

serveSearch(self as unknown as Port<ToWorker, FromWorker>);
