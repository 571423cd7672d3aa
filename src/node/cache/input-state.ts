import { access, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { listFiles, listFolder } from '../files/list-files';
import { contentHash, isMissing, namesHash, type ReadRecord } from '../files/read-record';
import { hashedValues, type EntryInputs, type InputState } from './keyed-cache';

/** What a file or folder that cannot be read hashes to: it equals no recorded hash, so it is a change. */
const UNREADABLE = 'unreadable';

/** A hash of what is there now, null when nothing is, UNREADABLE when it cannot be read. */
async function hashNow(read: () => Promise<string>): Promise<string | null> {
  try {
    return await read();
  } catch (error) {
    return isMissing(error) ? null : UNREADABLE;
  }
}

const fromDisk = {
  file: async (path: string) => contentHash(await readFile(path)),
  folder: async (path: string) => namesHash(await listFolder(path)),
  tree: async (path: string) => namesHash(await listFiles(path)),
};

/** Records `files` as they are on disk now, for a producer that knows what it read only once it is done (Vite). */
export async function hashFilesInto(record: ReadRecord, files: Iterable<string>): Promise<void> {
  for (const path of new Set(files)) record.files.set(path, await hashNow(() => fromDisk.file(path)));
}

/** Records folders, by their files at any depth, as they are on disk now. */
export async function hashTreesInto(record: ReadRecord, folders: Iterable<string>): Promise<void> {
  for (const path of new Set(folders)) record.trees.set(path, await hashNow(() => fromDisk.tree(path)));
}

/**
 * The files named `fileName` nearest to each of `files` (walking up their folders, as Node finds a
 * package.json and esbuild a tsconfig.json), with each place looked at on the way that has none:
 * one added there later would be read instead.
 */
export async function nearestFiles(fileName: string, files: Iterable<string>): Promise<string[]> {
  const found = new Map<string, boolean>();
  for (const file of files) {
    for (let dir = dirname(file); ; dir = dirname(dir)) {
      const candidate = join(dir, fileName);
      if (!found.has(candidate))
        found.set(
          candidate,
          await access(candidate).then(
            () => true,
            () => false,
          ),
        );
      if (found.get(candidate) || dirname(dir) === dir) break;
    }
  }
  return [...found.keys()];
}

/**
 * The inputs as they are now: as this build read them where one of `records` holds them (what it
 * renders is made from what it read, even if a file changed since), else read from disk once.
 */
export function currentInputs(records: readonly ReadRecord[]): InputState {
  const seen = { file: new Map(), folder: new Map(), tree: new Map() } as Record<
    keyof InputState,
    Map<string, Promise<string | null>>
  >;
  const recordedFor = { file: 'files', folder: 'folders', tree: 'trees' } as const;
  const lookup = (kind: keyof InputState) => (path: string) => {
    for (const record of records) {
      const recorded = record[recordedFor[kind]];
      if (recorded.has(path)) return Promise.resolve(recorded.get(path) ?? null);
    }
    if (!seen[kind].has(path))
      seen[kind].set(
        path,
        hashNow(() => fromDisk[kind](path)),
      );
    return seen[kind].get(path)!;
  };
  return { file: lookup('file'), folder: lookup('folder'), tree: lookup('tree') };
}

/**
 * An entry's inputs: the reads of `records` (those of paths `keep` accepts) and the values, as the
 * entry keeps them.
 */
export function entryInputs(
  records: readonly ReadRecord[],
  values: Readonly<Record<string, string>>,
  keep: (path: string) => boolean = () => true,
): EntryInputs {
  const merged = (kind: 'files' | 'folders' | 'trees') =>
    Object.fromEntries(
      records
        .flatMap((record) => [...record[kind]])
        .filter(([path]) => keep(path))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  return { files: merged('files'), folders: merged('folders'), trees: merged('trees'), values: hashedValues(values) };
}
