import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * What a producer read as it ran, each by what it held: files by the SHA-256 of their bytes,
 * folders by that of their sorted names (a folder's own entries, or its files at any depth). A
 * file or folder that was not there is recorded as null: its coming later changes what is read.
 * Paths are absolute.
 */
export interface ReadRecord {
  files: Map<string, string | null>;
  folders: Map<string, string | null>;
  trees: Map<string, string | null>;
}

export const emptyReadRecord = (): ReadRecord => ({ files: new Map(), folders: new Map(), trees: new Map() });

/** The SHA-256 of some bytes or text, in hex. */
export const contentHash = (content: string | Uint8Array): string => createHash('sha256').update(content).digest('hex');

/** The hash of a listing: its names sorted, each ended by a NUL, which no file name holds. */
export const namesHash = (names: readonly string[]): string =>
  contentHash(
    names
      .map((name) => `${name}\0`)
      .sort()
      .join(''),
  );

const active = new AsyncLocalStorage<ReadRecord>();

/**
 * Runs `run` with `record` taking the reads it makes through the site's read helpers (readSourceFile,
 * listSourceFiles, ...), and those of everything it starts, until it settles. Outside such a run
 * the helpers record nothing, so the development server and the tests pay for nothing. A run
 * inside another records into its own record only.
 */
export function recordReads<T>(record: ReadRecord, run: () => T): T {
  return active.run(record, run);
}

/**
 * Notes, for the running producer, every read of a record made before: what a producer takes from
 * another's kept result it read as surely as if it had made it.
 */
export function noteReads(record: ReadRecord): void {
  const outer = active.getStore();
  if (outer === undefined || outer === record) return;
  for (const kind of ['files', 'folders', 'trees'] as const)
    for (const [path, hash] of record[kind]) outer[kind].set(path, hash);
}

/** Notes that the running producer read `path`: its bytes, or null when there was no file. */
export function noteFileRead(path: string, content: string | Uint8Array | null): void {
  const record = active.getStore();
  if (record !== undefined) record.files.set(resolve(path), content === null ? null : contentHash(content));
}

/** Notes that the running producer listed a folder: its own entries (`tree` false) or its files at any depth. */
export function noteFolderRead(path: string, names: readonly string[] | null, { tree }: { tree: boolean }): void {
  const record = active.getStore();
  if (record === undefined) return;
  (tree ? record.trees : record.folders).set(resolve(path), names === null ? null : namesHash(names));
}

/**
 * Whether an error says there is no file (or folder) of the kind asked for: nothing there, a path
 * through a file, or a folder where a file was to be read. Anything else is unreadable.
 */
export const isMissing = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};
