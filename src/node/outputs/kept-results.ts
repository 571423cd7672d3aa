import { AsyncLocalStorage } from 'node:async_hooks';
import { resolve } from 'node:path';
import { emptyReadRecord, noteReads, type ReadRecord, recordReads } from '../files/read-record';

/**
 * Results kept by key, each with the reads it was made from (recordReads), so that a change of a
 * file forgets exactly the results that read it. A result taken from another result's making
 * counts that one's reads as its own, so what reads a rendered page depends on the page's file too.
 */
export interface KeptResults {
  /**
   * The result of `key`, made by `make` the first time and kept; a failure is not kept. `from`
   * names the files it is made from that the site read when it loaded (a page's own file).
   */
  get<T>(key: string, make: () => T | Promise<T>, from?: readonly string[]): Promise<T>;
  /** Puts a result made elsewhere in place, with the files it was made from (as `get`'s `from`). */
  put<T>(key: string, value: T, from?: readonly string[]): void;
  /** Forgets the results that read `path` (a file, or a folder and what it holds); answers their keys. */
  forget(path: string): string[];
  /** Forgets the results whose keys `test` picks. */
  forgetKeys(test: (key: string) => boolean): void;
  /** The keys of the results kept (or being made). */
  keys(): string[];
}

interface Kept {
  value: Promise<unknown>;
  reads: ReadRecord;
  /** Files it is made from that were read before it was made, by absolute path. */
  from: Set<string>;
}

/** The result being made, which takes the files the results it uses are made from. */
const making = new AsyncLocalStorage<Set<string>>();

/** Whether a result read `path`: the file itself, or a folder (or tree) it lies in. */
function hasRead({ reads: record, from }: Kept, path: string): boolean {
  if (record.files.has(path) || from.has(path)) return true;
  const within = (folder: string) => path === folder || path.startsWith(`${folder}/`);
  return [...record.folders.keys(), ...record.trees.keys()].some(within);
}

export function keptResults(): KeptResults {
  const kept = new Map<string, Kept>();
  const handOn = <T>({ value, reads, from }: Kept): Promise<T> => {
    const outer = making.getStore();
    return (value as Promise<T>).then((result) => {
      noteReads(reads);
      if (outer !== undefined) for (const path of from) outer.add(path);
      return result;
    });
  };
  return {
    get<T>(key: string, make: () => T | Promise<T>, sources: readonly string[] = []): Promise<T> {
      let entry = kept.get(key);
      if (entry === undefined) {
        const reads = emptyReadRecord();
        const from = new Set(sources.map((path) => resolve(path)));
        const value = making.run(from, () => recordReads(reads, async () => make()));
        const made: Kept = { value, reads, from };
        entry = made;
        kept.set(key, made);
        value.catch(() => {
          if (kept.get(key) === made) kept.delete(key);
        });
      }
      return handOn<T>(entry);
    },
    put(key, value, sources = []) {
      kept.set(key, {
        value: Promise.resolve(value),
        reads: emptyReadRecord(),
        from: new Set(sources.map((path) => resolve(path))),
      });
    },
    forget(path) {
      const absolute = resolve(path);
      const forgotten = [...kept].filter(([, entry]) => hasRead(entry, absolute)).map(([key]) => key);
      for (const key of forgotten) kept.delete(key);
      return forgotten;
    },
    forgetKeys(test) {
      for (const key of [...kept.keys()]) if (test(key)) kept.delete(key);
    },
    keys: () => [...kept.keys()],
  };
}
