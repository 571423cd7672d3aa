import { readFile } from 'node:fs/promises';

/** How long apart two reads must agree, and how many reads to try before taking the last. */
const SETTLE_MS = 15;
const MAX_READS = 20;

/**
 * A saved file's text once two reads a moment apart agree. An editor that saves in place empties
 * the file, then writes it, and the watcher may report the empty file: read at once, a page's
 * body edit would look like a page emptied, and the whole site would load again, from a file
 * half written.
 */
export async function settledText(file: string): Promise<string> {
  let text = await readFile(file, 'utf8');
  for (let read = 1; read < MAX_READS; read++) {
    await new Promise((settle) => setTimeout(settle, SETTLE_MS));
    const again = await readFile(file, 'utf8');
    if (again === text) return text;
    text = again;
  }
  return text;
}
