import { posix, relative, sep } from 'node:path';
import type { SiteConfig } from '../../../schema';
import { REFERENCE_DIR } from '../api-reference/reference-store';
import { CACHE_DIR } from '../examples/cache-store';

/**
 * The folders of a site with a subfolder per version: its pages, their compiled output, its API
 * reference. A read under a version's subfolder of one of them is that version's; any other read
 * is an input of every version (a folder missing here makes versions render again more often,
 * never serve a stale page).
 */
const VERSIONED_FOLDERS = ['content', CACHE_DIR, REFERENCE_DIR];

/** The version a read belongs to, by where its path lies under the site root; undefined for a read every version shares. */
export function versionOfRead(siteRoot: string, versionNames: ReadonlySet<string>, path: string): string | undefined {
  const [folder, version] = relative(siteRoot, path).split(sep);
  return folder !== undefined &&
    VERSIONED_FOLDERS.includes(folder) &&
    version !== undefined &&
    versionNames.has(version)
    ? version
    : undefined;
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
export function versionConfig(config: SiteConfig, versionName: string): unknown {
  if (!config.docs.versions.some((version) => version.name === versionName)) {
    throw new Error(
      `docs.versions of site.yaml has no version "${versionName}"; it lists ${config.docs.versions.map((version) => `"${version.name}"`).join(', ')}.`,
    );
  }
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
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}

export interface VersionValueInputs {
  versionName: string;
  /** site.yaml as validated (the build's year already in the footer's copyright). */
  config: SiteConfig;
  /** The date each page last changed in git, by its path from the site root, when pages show it. */
  lastUpdated?: ReadonlyMap<string, Date> | undefined;
  /** What every page carries of the other versions: their summaries, the current version's docs. */
  otherVersions: string;
  /** What identifies the app's bundles the pages are rendered with. */
  appBundles: string;
}

/**
 * What an archived version's pages are made with besides the files the build read: the part of
 * site.yaml they use, their dates, what they show of the other versions, and the app's bundles.
 */
export function versionValues({
  versionName,
  config,
  lastUpdated,
  otherVersions,
  appBundles,
}: VersionValueInputs): Record<string, string> {
  const folder = `${posix.join('content', versionName)}/`;
  const dates = [...(lastUpdated ?? [])]
    .filter(([file]) => file.startsWith(folder))
    .map(([file, date]) => [file, date.toISOString()])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return {
    'site.yaml as its pages use it': canonicalJson(versionConfig(config, versionName)),
    'the dates its pages show': JSON.stringify(dates),
    'what its pages show of the other versions': otherVersions,
    "the app's bundles": appBundles,
  };
}
