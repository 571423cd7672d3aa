import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { contentHash } from '../files/read-record';
import { linkOrCopyFiles } from './link-or-copy';

/**
 * What an entry was made from, as its producer ran: every file it read (absolute path -> SHA-256
 * of its bytes, null when there was none), every folder it listed (by its names, or by its files
 * at any depth: `trees`), and the values it was given that are not files (the part of site.yaml a
 * version uses, its pages' dates, the app's bundles), by the SHA-256 of their text.
 */
export interface EntryInputs {
  files: Record<string, string | null>;
  folders: Record<string, string | null>;
  trees: Record<string, string | null>;
  values: Record<string, string>;
}

/** The files, folders and trees as they are now, hashed as a ReadRecord hashes them. */
export interface InputState {
  file(path: string): Promise<string | null>;
  folder(path: string): Promise<string | null>;
  tree(path: string): Promise<string | null>;
}

/** An input an entry was made from that is not what it was: a path, or a value's name. */
export interface ChangedInput {
  kind: 'file' | 'folder' | 'tree' | 'value';
  name: string;
}

/**
 * What a lookup found: the entry, its files placed and its data given back; or why not: none was
 * kept, what was kept cannot be read (or was cut short), or the inputs that changed since.
 */
export type Lookup<T> =
  | { hit: true; data: T; parts: Record<string, string[]> }
  | { hit: false; why: 'none' }
  | { hit: false; why: 'unreadable' }
  | { hit: false; why: 'changed'; changed: ChangedInput[] };

const hashes = z.record(z.string(), z.string().nullable());
const manifestSchema = z.object({
  inputs: z.object({ files: hashes, folders: hashes, trees: hashes, values: z.record(z.string(), z.string()) }),
  parts: z.record(z.string(), z.array(z.string())),
  data: z.unknown(),
});

/** Written last into an entry's folder: an entry without it is a copy that was cut short. */
const MANIFEST = 'manifest.json';
const ENTRY_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

/** A folder of files (paths from `dir`) that an entry keeps under a name of its own. */
export interface EntryPart {
  dir: string;
  files: readonly string[];
}

/** Each value by the hash of its text, as an entry's inputs hold them. */
export const hashedValues = (values: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, text]) => [name, contentHash(text)]));

/** The inputs of `inputs` whose hash differs from the state now, or whose value is not `values`' any more. */
async function changedInputs(
  inputs: EntryInputs,
  state: InputState,
  values: Readonly<Record<string, string>>,
): Promise<ChangedInput[]> {
  const changed: ChangedInput[] = [];
  const now = hashedValues(values);
  for (const name of new Set([...Object.keys(inputs.values), ...Object.keys(now)]))
    if (inputs.values[name] !== now[name]) changed.push({ kind: 'value', name });
  for (const kind of ['file', 'folder', 'tree'] as const) {
    const recorded = kind === 'file' ? inputs.files : kind === 'folder' ? inputs.folders : inputs.trees;
    // One at a time: an entry may have read thousands of files, more than a process may hold open.
    for (const [path, hash] of Object.entries(recorded))
      if ((await state[kind](path)) !== hash) changed.push({ kind, name: path });
  }
  return changed;
}

/**
 * Entries kept between builds under `dir`, one per name (`app`, `version-v1`): each the files its
 * producer wrote, some data, and what it was made from. A lookup re-hashes exactly the inputs the
 * entry recorded and compares the values the caller computes now: equal everywhere is a hit.
 * That is sound because what a producer reads depends only on what it read before: while all of
 * that is the same, it would read the same and make the same.
 */
export function keyedCache(dir: string) {
  const folder = (name: string) => {
    if (!ENTRY_NAME.test(name))
      throw new Error(`A cache entry's name is letters, digits, ".", "_" or "-", got "${name}".`);
    return join(dir, name);
  };
  return {
    /**
     * The entry `name`, its parts placed (hard links, or copies) into the folders of `into`, when
     * it was kept and nothing it was made from changed. A miss places nothing.
     */
    async restore<T>(
      name: string,
      {
        state,
        values,
        into,
      }: { state: InputState; values: Readonly<Record<string, string>>; into: Readonly<Record<string, string>> },
    ): Promise<Lookup<T>> {
      const from = folder(name);
      let text: string;
      try {
        text = await readFile(join(from, MANIFEST), 'utf8');
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? { hit: false, why: 'none' }
          : { hit: false, why: 'unreadable' };
      }
      let manifest: z.infer<typeof manifestSchema>;
      try {
        manifest = manifestSchema.parse(JSON.parse(text));
      } catch {
        return { hit: false, why: 'unreadable' };
      }
      const changed = await changedInputs(manifest.inputs, state, values);
      if (changed.length > 0) return { hit: false, why: 'changed', changed };
      const placed: string[] = [];
      try {
        for (const [part, files] of Object.entries(manifest.parts)) {
          const to = into[part];
          if (to === undefined)
            throw new Error(`No folder to place the part "${part}" of the cache entry "${name}" in.`);
          for (const file of files) {
            await linkOrCopyFiles([file], join(from, part), to);
            placed.push(join(to, file));
          }
        }
      } catch {
        // A file of the entry went missing: what was placed goes, so the producer starts clean.
        await Promise.all(placed.map((file) => rm(file, { force: true })));
        return { hit: false, why: 'unreadable' };
      }
      return { hit: true, data: manifest.data as T, parts: manifest.parts };
    },

    /** Keeps the parts' files and `data` as the entry `name`, made from `inputs`, in place of what it held. */
    async keep(
      name: string,
      { inputs, parts, data }: { inputs: EntryInputs; parts: Readonly<Record<string, EntryPart>>; data: unknown },
    ): Promise<void> {
      const to = folder(name);
      await rm(to, { recursive: true, force: true });
      await mkdir(to, { recursive: true });
      for (const [part, { dir: from, files }] of Object.entries(parts))
        await linkOrCopyFiles(files, from, join(to, part));
      const manifest = {
        inputs,
        parts: Object.fromEntries(Object.entries(parts).map(([part, { files }]) => [part, [...files]])),
        data,
      };
      // Written last, and whole: a folder without it is an interrupted copy, which restore ignores.
      await writeFile(join(to, `${MANIFEST}.tmp`), JSON.stringify(manifest));
      await rename(join(to, `${MANIFEST}.tmp`), join(to, MANIFEST));
    },

    /** Removes every entry but those named: what a build no longer makes (a version taken out of site.yaml). */
    async keepOnly(names: readonly string[]): Promise<void> {
      const kept = new Set(names.map(folder));
      for (const entry of await readdir(dir).catch(() => []))
        if (!kept.has(join(dir, entry))) await rm(join(dir, entry), { recursive: true, force: true });
    },
  };
}

export type KeyedCache = ReturnType<typeof keyedCache>;
