import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The build's output, written into a folder of its own under `.cache/` and moved into place only
 * once everything is written: a build that fails leaves the last good output as it was. It
 * remembers which files it wrote for which version, for the version cache.
 */
export async function stagedOutput(cacheRoot: string) {
  await mkdir(cacheRoot, { recursive: true });
  const dir = await mkdtemp(join(cacheRoot, 'out-'));
  const byVersion = new Map<string, string[]>();
  return {
    dir,
    /** Writes a file of the output; with a version, one that belongs to that version's output. */
    async write(file: string, text: string, versionName?: string): Promise<void> {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      // A new file, never one written in place: the file there may be a link into the version cache.
      await rm(join(dir, file), { force: true });
      await writeFile(join(dir, file), text);
      if (versionName !== undefined) this.belongs(versionName, [file]);
    },
    /** Records files already in the folder (copied from the cache) as a version's. */
    belongs(versionName: string, files: readonly string[]): void {
      const list = byVersion.get(versionName) ?? [];
      list.push(...files);
      byVersion.set(versionName, list);
    },
    /** The files written for a version. */
    filesOf: (versionName: string): string[] => byVersion.get(versionName) ?? [],
    /** Puts the output in place of `outDir`. */
    async publish(outDir: string): Promise<void> {
      await rm(outDir, { recursive: true, force: true });
      await mkdir(dirname(outDir), { recursive: true });
      await rename(dir, outDir).catch(async (error: NodeJS.ErrnoException) => {
        // An output folder on another file system than the project's cache.
        if (error.code !== 'EXDEV') throw error;
        await cp(dir, outDir, { recursive: true });
        await rm(dir, { recursive: true, force: true });
      });
    },
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}
