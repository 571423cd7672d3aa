import { readFileSync } from 'node:fs';

/**
 * A source file's text (a page, a category file, a page's compiled output), read at once. Loading
 * a site reads thousands of small files; read asynchronously, each one waits in Node's thread pool
 * behind the development server's file watcher, which stats every file of the site as it starts,
 * and the site takes about half as long again to load.
 */
export function readSourceFile(path: string): string {
  return readFileSync(path, 'utf8');
}
