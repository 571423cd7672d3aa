import { createHash } from 'node:crypto';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { hashFiles } from './app-source-hash';
import { linkOrCopyFiles } from './link-or-copy';
import { listFiles } from '../files/list-files';

/**
 * Where the app's bundles are kept between builds: `<dir>/<site>/<key>/`, the site being its
 * folder and configuration file (as for archived versions), with `client/` (what Vite wrote into
 * the output folder) and `server/` (the server entry's folder).
 */
export const APP_CACHE_DIR = '.cache/app';

/** What the bundles are made of besides the app's sources, from the project root. */
const BUNDLE_INPUTS = ['package-lock.json', 'tsconfig.json', 'tsconfig.client.json', 'public'];

export interface AppBundleInputs {
  projectRoot: string;
  /** The hash of the app's sources (appSourceHash), which the build also keys archived versions with. */
  appSources: string;
  siteRoot: string;
  configFile: string;
  /** The app's virtual modules (the home page's, the site's styles), by id, as the site opened them. */
  modules: ReadonlyMap<string, string>;
  /** The files of the site's stylesheets, absolute (siteCssFiles): their bytes are bundled. */
  styleFiles?: readonly string[];
}

/**
 * The key of everything the two bundles are made from: the app's sources, the dependencies, public/
 * (its logos are inlined), site.yaml (the base URL, and the page template's title, favicon and
 * scripts), the virtual modules and the site's stylesheets with the files they name. A build whose
 * key is unchanged reuses them rather than running Vite.
 */
export async function appBundleKey({
  projectRoot,
  appSources,
  siteRoot,
  configFile,
  modules,
  styleFiles = [],
}: AppBundleInputs): Promise<string> {
  const hash = createHash('sha256');
  hash
    .update(appSources)
    .update(await hashFiles(projectRoot, BUNDLE_INPUTS))
    .update(await hashFiles(siteRoot, [configFile]));
  for (const [id, source] of [...modules].sort(([a], [b]) => (a < b ? -1 : 1)))
    hash.update(`${id}\0${source.length}\0${source}`);
  for (const file of styleFiles) {
    const bytes = await readFile(file).catch(() => Buffer.alloc(0));
    hash.update(`${relative(siteRoot, file)}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

const MANIFEST = 'bundles.json';

interface CachedBundles {
  client: string[];
  server: string[];
}

/** The app's bundles of one site, kept under `cacheDir` by appBundleKey. */
export function appBundleCache(cacheDir: string) {
  const folder = (key: string) => join(cacheDir, key);
  return {
    /**
     * Puts the bundles an earlier build kept under `key` into the output and server folders; false
     * when none did, or what it kept cannot be read (Vite then builds them, over whatever was placed).
     */
    async restore(key: string, clientDir: string, serverDir: string): Promise<boolean> {
      const from = folder(key);
      try {
        const cached = JSON.parse(await readFile(join(from, MANIFEST), 'utf8')) as CachedBundles;
        await linkOrCopyFiles(cached.client, join(from, 'client'), clientDir);
        await linkOrCopyFiles(cached.server, join(from, 'server'), serverDir);
        return true;
      } catch {
        return false;
      }
    },
    /** Keeps what Vite wrote into the two folders under `key`, in place of the site's older bundles. */
    async keep(key: string, clientDir: string, serverDir: string): Promise<void> {
      for (const old of await readdir(cacheDir).catch(() => []))
        await rm(join(cacheDir, old), { recursive: true, force: true });
      const to = folder(key);
      const cached: CachedBundles = { client: await listFiles(clientDir), server: await listFiles(serverDir) };
      await linkOrCopyFiles(cached.client, clientDir, join(to, 'client'));
      await linkOrCopyFiles(cached.server, serverDir, join(to, 'server'));
      // Written last: a folder without it is an interrupted copy, which restore ignores.
      await writeFile(join(to, MANIFEST), JSON.stringify(cached));
    },
  };
}
