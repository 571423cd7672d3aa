import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { SiteConfig } from '../../../schema';
import { type DocsMetadata, versionContents, versionSummary } from '../../shared/docs-metadata';
import { latestVersion } from '../../shared/versions';
import type { DocLinks } from '../docs/render-doc';
import { listFiles } from '../files/list-files';
import { emptyReadRecord, type ReadRecord } from '../files/read-record';
import { buildCodeRecord, serverPackagesRecord } from './build-code';
import { currentInputs, entryInputs } from './input-state';
import { type ChangedInput, keyedCache, type Lookup } from './keyed-cache';
import { versionOfRead, versionValues } from './version-inputs';

/**
 * Where the build keeps what it can reuse: `<dir>/<site>/<entry>/`, the site being its folder and
 * configuration file, so that builds of other sites (a test's fixture, the import of a Docusaurus
 * site) keep theirs. The entries are the app's bundles (`app`: `client/`, what Vite wrote into the
 * output folder, and `server/`, the server entry's folder) and each archived version's output
 * (`version-<name>`: `files/`, its pages, data files, Markdown copies and search index).
 */
export const BUILD_CACHE_DIR = '.cache/build';

/** What became of an entry in a build: reused, or made again and why. */
export interface CacheOutcome {
  /** "the app's bundles", "archived version v1". */
  what: string;
  reused: boolean;
  /** Why it was made again: "not kept before", "index.html changed", ... */
  why?: string;
}

const APP = 'app';
const versionEntry = (versionName: string) => `version-${versionName}`;

/** At most this many changed inputs are named; the rest are counted. */
const NAMED_CHANGES = 5;

/** What a build that made an entry again says of why, with paths from the project root. */
function whyMissed(lookup: Exclude<Lookup<unknown>, { hit: true }>, projectRoot: string): string {
  if (lookup.why === 'none') return 'not kept before';
  if (lookup.why === 'unreadable') return `what ${BUILD_CACHE_DIR}/ kept could not be read`;
  const named = (input: ChangedInput) => {
    if (input.kind === 'value') return input.name;
    const path = relative(projectRoot, input.name).split(sep).join('/');
    const shown = path.startsWith('../') ? input.name : path;
    return input.kind === 'file' ? shown : `the listing of ${shown}/`;
  };
  const names = [...new Set(lookup.changed.map(named))].sort();
  const more = names.length - NAMED_CHANGES;
  return `changed: ${names.slice(0, NAMED_CHANGES).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** What identifies the bundles pages are rendered with: the page template (its styles inlined), Vite's manifest, the server entry's files. */
export async function appBundlesIdentity(template: string, manifest: string, serverDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const part of [template, manifest]) hash.update(`${part.length}\0`).update(part);
  for (const file of await listFiles(serverDir)) {
    const bytes = await readFile(join(serverDir, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/** What every page of a version carries of the other versions: their summaries, and the current version's docs. */
export function otherVersionsValue(docs: DocsMetadata, pages: readonly { id: string; path: string }[] = []): string {
  return JSON.stringify({
    versions: docs.versions.map(versionSummary),
    latest: versionContents(latestVersion(docs)),
    // Every page lists the standalone pages, as its links to them.
    ...(pages.length === 0 ? {} : { pages: pages.map(({ id, path }) => ({ id, path })) }),
  });
}

export interface BuildCacheOptions {
  projectRoot: string;
  siteRoot: string;
  configFile: string;
  /** The build's entry module, from which its code is followed. */
  buildFile: string;
  /** What the build read of the site, and reads still, as it runs. */
  siteReads: ReadRecord;
}

/**
 * The build's entries of the keyed cache: the app's bundles, made from what Vite loaded and the
 * build's code; and each archived version's output, made from what the build read under the
 * version's folders, what it read outside every version's, the build's code, and values (see
 * versionValues). It tells what became of each entry.
 */
export function buildCache({ projectRoot, siteRoot, configFile, buildFile, siteReads }: BuildCacheOptions) {
  const siteId = createHash('sha256')
    .update(`${resolve(siteRoot)}\0${configFile}`)
    .digest('hex')
    .slice(0, 12);
  const cache = keyedCache(join(projectRoot, BUILD_CACHE_DIR, siteId));
  const configPath = resolve(siteRoot, configFile);
  // Lookups see the site as this build read it, and the rest as it is now, each file hashed once.
  const state = currentInputs([siteReads]);
  let code: Promise<ReadRecord> | undefined;
  const buildCode = () => (code ??= buildCodeRecord(projectRoot, buildFile));
  const outcomes = new Map<string, CacheOutcome>();
  const used = new Set<string>();

  const lookedUp = <T>(entry: string, what: string, lookup: Lookup<T>): Lookup<T> => {
    used.add(entry);
    outcomes.set(entry, {
      what,
      reused: lookup.hit,
      ...(lookup.hit ? {} : { why: whyMissed(lookup, projectRoot) }),
    });
    return lookup;
  };

  /** The virtual modules the site gives the app (its home page), by id. */
  const appValues = (modules: ReadonlyMap<string, string>) => ({
    'the modules the site makes for the app': JSON.stringify([...modules].sort(([a], [b]) => (a < b ? -1 : 1))),
  });

  return {
    /** Places the app's bundles into the client and server folders; false when they are to be made. */
    async restoreApp(modules: ReadonlyMap<string, string>, into: { client: string; server: string }): Promise<boolean> {
      const lookup = await cache.restore(APP, { state, values: appValues(modules), into });
      return lookedUp(APP, "the app's bundles", lookup).hit;
    },

    /**
     * Keeps the bundles Vite wrote, made from what it loaded (`bundleReads`), the packages the
     * server entry imports, site.yaml and the build's code.
     */
    async keepApp(
      bundleReads: ReadRecord,
      modules: ReadonlyMap<string, string>,
      from: { client: string; server: string; serverEntry: string },
    ): Promise<void> {
      // site.yaml: the page template's title, favicon and scripts, the base URL.
      const config = emptyReadRecord();
      config.files.set(configPath, siteReads.files.get(configPath) ?? null);
      const inputs = entryInputs(
        [bundleReads, await serverPackagesRecord(from.serverEntry), config, await buildCode()],
        appValues(modules),
      );
      const parts = {
        client: { dir: from.client, files: await listFiles(from.client) },
        server: { dir: from.server, files: await listFiles(from.server) },
      };
      await cache.keep(APP, { inputs, parts, data: null });
    },

    /**
     * Places an archived version's output into `outDir` and gives its files and its pages' links,
     * when nothing it was made from changed.
     */
    async restoreVersion(
      versionName: string,
      values: VersionValues,
      outDir: string,
    ): Promise<{ files: string[]; links: DocLinks[] } | undefined> {
      const entry = versionEntry(versionName);
      const lookup = await cache.restore<DocLinks[]>(entry, {
        state,
        values: versionValues({ versionName, ...values }),
        into: { files: outDir },
      });
      lookedUp(entry, `archived version ${versionName}`, lookup);
      return lookup.hit ? { files: lookup.parts.files ?? [], links: lookup.data } : undefined;
    },

    /** Keeps a version's output, written into `outDir`, with what it was made from. */
    async keepVersion(
      versionName: string,
      values: VersionValues,
      output: { dir: string; files: readonly string[]; links: readonly DocLinks[] },
    ): Promise<void> {
      const versionNames = new Set(values.config.docs.versions.map((version) => version.name));
      const inputs = entryInputs(
        [siteReads, await buildCode()],
        versionValues({ versionName, ...values }),
        // Its own reads and those of no version, but for site.yaml, which its values hold the part of it uses.
        (path) => path !== configPath && [versionName, undefined].includes(versionOfRead(siteRoot, versionNames, path)),
      );
      await cache.keep(versionEntry(versionName), {
        inputs,
        parts: { files: { dir: output.dir, files: output.files } },
        data: output.links,
      });
    },

    /** Says that a version restored was rendered again all the same: a link of its pages leads elsewhere now. */
    renderedAgain(versionName: string): void {
      outcomes.set(versionEntry(versionName), {
        what: `archived version ${versionName}`,
        reused: false,
        why: 'a link of its pages leads elsewhere now',
      });
    },

    /** Removes the entries this build did not look up: versions no longer in site.yaml. */
    forgetUnused: () => cache.keepOnly([...used]),

    /** What became of each entry, in the order they were looked up. */
    outcomes: (): CacheOutcome[] => [...outcomes.values()],
  };
}

/** The values of a version's entry the build computes once for all versions. */
export interface VersionValues {
  config: SiteConfig;
  lastUpdated?: ReadonlyMap<string, Date> | undefined;
  otherVersions: string;
  appBundles: string;
}

/** The line a build ends with about its cache: what it reused, and what it made again and why. */
export function describeOutcomes(outcomes: readonly CacheOutcome[]): string[] {
  const reused = outcomes.filter((outcome) => outcome.reused);
  const made = outcomes.filter((outcome) => !outcome.reused);
  return [
    ...(reused.length === 0
      ? []
      : [
          `Reused from ${BUILD_CACHE_DIR}/, nothing they were made from having changed: ${reused.map((outcome) => outcome.what).join(', ')}.`,
        ]),
    ...(made.length === 0
      ? []
      : [`Made again: ${made.map((outcome) => `${outcome.what} (${outcome.why})`).join('; ')}.`]),
  ];
}
