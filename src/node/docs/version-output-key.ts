import { createHash, type Hash } from 'node:crypto';
import type { SiteConfig } from '../../../schema';

/** A file that shapes a version's pages, by its path from the site root. */
export interface VersionFile {
  path: string;
  bytes: Uint8Array;
}

export interface VersionOutputInputs {
  versionName: string;
  /** site.yaml as validated (the build's year already in the footer's copyright). */
  config: SiteConfig;
  /** Every file of content/<version>/, compiled-examples/<version>/ and api-reference/<version>/. */
  files: readonly VersionFile[];
  /** The date each page last changed in git, by its path from the site root, when pages show it. */
  lastUpdated?: ReadonlyMap<string, Date> | undefined;
  /** What identifies the code that renders and bundles the pages: a hash of the app's sources, say. */
  appBuild: string;
  /** package-lock.json as it is: the dependencies that render, highlight and bundle the pages. */
  packageLock: Uint8Array | string;
}

/**
 * The parts of site.yaml a version's pages are made with: all of it, but for what only other
 * versions use. Of another version its pages keep the name, label and path, in their order (the
 * version dropdown, the versions list, the banner's link to the latest version, links between
 * versions); its sidebar name, banner, noIndex and release notes shape only its own pages and the
 * versions page, which is no version's output. Example sets of other versions are left out too:
 * they shape only those versions' compiled output. The rest (navbar, footer, announcement, home,
 * search, analytics, i18n, the docs options) shapes every page's frame and stays in.
 */
function versionConfig(config: SiteConfig, versionName: string): unknown {
  return {
    ...config,
    docs: {
      ...config.docs,
      versions: config.docs.versions.map((version) =>
        version.name === versionName ? version : { name: version.name, label: version.label, path: version.path },
      ),
    },
    examples: { ...config.examples, sets: config.examples.sets.filter((set) => set.version === versionName) },
  };
}

/** JSON with every object's keys sorted, so that the order site.yaml writes them in changes nothing. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}

/** Each field named and length-prefixed, so that no two different inputs hash alike by moving bytes between fields. */
function addField(hash: Hash, name: string, value: Uint8Array | string): void {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  hash.update(`${name}\0${bytes.length}\0`).update(bytes);
}

/**
 * The hex SHA-256 of everything that shapes an archived version's output: its files (paths and
 * bytes, front matter included), its compiled examples and API reference, the parts of site.yaml
 * its pages use, its pages' dates, the app's build and the locked dependencies. Equal keys mean the
 * output of an earlier build can be reused as it is.
 *
 * Left out: other versions' pages. A page may link to a page of another version; the link check
 * fails the build if that page goes, and a route that moves changes that version's files, not
 * these. The files under public/, which are copied, not rendered into pages.
 */
export function versionOutputKey({
  versionName,
  config,
  files,
  lastUpdated,
  appBuild,
  packageLock,
}: VersionOutputInputs): string {
  if (!config.docs.versions.some((version) => version.name === versionName)) {
    throw new Error(
      `docs.versions of site.yaml has no version "${versionName}"; it lists ${config.docs.versions.map((version) => `"${version.name}"`).join(', ')}.`,
    );
  }
  const hash = createHash('sha256');
  addField(hash, 'version', versionName);
  addField(hash, 'config', canonicalJson(versionConfig(config, versionName)));
  addField(hash, 'app', appBuild);
  addField(hash, 'package-lock.json', packageLock);
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    addField(hash, 'file', file.path);
    addField(hash, 'bytes', file.bytes);
    const changed = lastUpdated?.get(file.path);
    if (changed !== undefined) addField(hash, 'last-updated', changed.toISOString());
  }
  return hash.digest('hex');
}
