import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocLinks } from '../docs/render-doc';
import { linkOrCopyFiles } from './link-or-copy';

/**
 * Where archived versions' output is kept between builds: `<dir>/<site>/<version>/<key>/`, the
 * site being its folder and configuration file, so that builds of other sites (a test's fixture,
 * the import of a Docusaurus site) keep their own.
 */
export const VERSION_CACHE_DIR = '.cache/versions';

/** What a build keeps of an archived version: the files it wrote and its pages' links for the link check. */
interface CachedVersion {
  files: string[];
  links: DocLinks[];
}

const MANIFEST = 'version.json';

/**
 * An archived version's output, kept under `.cache/versions/` by the key of everything that shapes
 * it (versionOutputKey): a later build whose key is the same copies it instead of rendering it.
 */
export function versionCache(cacheDir: string) {
  const folder = (versionName: string, key: string) => join(cacheDir, versionName, key);
  return {
    /**
     * The version's links, and a copy of its files into `outDir`, when a build with this key kept
     * them; undefined when none did, or what it kept cannot be read (the version is then rendered,
     * over whatever was copied).
     */
    async restore(versionName: string, key: string, outDir: string): Promise<CachedVersion | undefined> {
      const from = folder(versionName, key);
      try {
        const cached = JSON.parse(await readFile(join(from, MANIFEST), 'utf8')) as CachedVersion;
        await linkOrCopyFiles(cached.files, join(from, 'files'), outDir);
        return cached;
      } catch {
        return undefined;
      }
    },
    /** Keeps the version's files (read from `outDir`) and links under its key, in place of any older key's. */
    async keep(versionName: string, key: string, outDir: string, version: CachedVersion): Promise<void> {
      const to = folder(versionName, key);
      for (const old of await readdir(join(cacheDir, versionName)).catch(() => []))
        await rm(join(cacheDir, versionName, old), { recursive: true, force: true });
      await linkOrCopyFiles(version.files, outDir, join(to, 'files'));
      // Written last: a folder without it is an interrupted copy, which restore ignores.
      await writeFile(join(to, MANIFEST), JSON.stringify(version));
    },
  };
}
