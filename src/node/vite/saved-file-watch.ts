import type { WatchOptions } from 'vite';

/**
 * The development server's watcher reports a saved file once its size has held for 50 ms
 * (chokidar's `awaitWriteFinish`). An editor that saves in place empties the file, then writes
 * it: reported at once, a page's body edit would look like a page emptied, and the whole site
 * would load again, from a file half written.
 */
export const SAVED_FILE_WATCH: WatchOptions = { awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 10 } };
