import { readFileSync } from 'node:fs';
import { isMissing, noteFileRead } from './read-record';

/**
 * A source file's text (site.yaml, a page, a category file, a page's compiled output), read at
 * once. Loading a site reads thousands of small files; read asynchronously, each one waits in
 * Node's thread pool behind the development server's file watcher, which stats every file of the
 * site as it starts, and the site takes about half as long again to load.
 *
 * What it read, or that there was no file, is noted for the producer running (recordReads), so
 * that a cache knows what its entry was made from. A caller that reads a site's files some other
 * way makes a cache serve stale output.
 */
export function readSourceFile(path: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (isMissing(error)) noteFileRead(path, null);
    throw error;
  }
  noteFileRead(path, text);
  return text;
}
