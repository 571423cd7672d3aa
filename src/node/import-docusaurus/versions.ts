import { withoutLoaderQuery } from './loader-query';
import { ImportRefusal } from './refusal';

/** A docs version as Docusaurus serves it, and where the site puts it. */
export interface PlannedVersion {
  /** Its name in Docusaurus: `current` or an entry of versions.json. */
  docusaurusName: string;
  /** Its name in site.yaml and its folder under content/. */
  name: string;
  label: string;
  /** `/docs`, `/docs/next`, `/docs/1.0`. */
  path: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  noIndex: boolean;
  /** Its pages, from the site folder: `docs` or `versioned_docs/version-1.0`. */
  docsDir: string;
  /** Its sidebars file, from the site folder; undefined for a fully generated sidebar. */
  sidebarsFile: string | undefined | false;
}

/** The options of the docs plugin that decide its versions (Docusaurus's names and defaults). */
export interface VersionOptions {
  path?: unknown;
  routeBasePath?: unknown;
  sidebarPath?: unknown;
  lastVersion?: unknown;
  includeCurrentVersion?: unknown;
  onlyIncludeVersions?: unknown;
  disableVersioning?: unknown;
  versions?: unknown;
}

const CURRENT = 'current';

/** A Docusaurus version name as a site.yaml version name (lower case, no spaces). */
const siteVersionName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '') || 'version';

/** `/docs` + `next` = `/docs/next`; `/` + `` = `/`. */
function joinRoute(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter((segment) => segment !== '')
    .join('/');
  return `/${joined}`;
}

/**
 * The versions of the docs, as Docusaurus's docs plugin derives them from versions.json and its
 * options, the last version (served at the route base) first, then the others in Docusaurus's
 * order (current, then versions.json's, newest first).
 */
export function planVersions(
  options: VersionOptions,
  versionsJson: readonly string[] | undefined,
  docsDir: string,
): PlannedVersion[] {
  const routeBasePath = typeof options.routeBasePath === 'string' ? options.routeBasePath : 'docs';
  const versioned = options.disableVersioning === true ? [] : [...(versionsJson ?? [])];
  const includeCurrent = options.includeCurrentVersion !== false;
  let names = [...(includeCurrent ? [CURRENT] : []), ...versioned];
  if (Array.isArray(options.onlyIncludeVersions)) {
    const only = options.onlyIncludeVersions.map(String);
    const unknown = only.filter((name) => !names.includes(name));
    if (unknown.length > 0) {
      throw new ImportRefusal(
        `onlyIncludeVersions names ${unknown.map((name) => `"${name}"`).join(', ')}, which versions.json does not list (it lists ${names.map((name) => `"${name}"`).join(', ')}). Nothing was changed.`,
      );
    }
    names = names.filter((name) => only.includes(name));
  }
  if (names.length === 0)
    throw new ImportRefusal(
      'The docs have no version: includeCurrentVersion is false and versions.json lists none. Nothing was changed.',
    );
  const lastVersion =
    typeof options.lastVersion === 'string'
      ? options.lastVersion
      : (versioned.find((name) => names.includes(name)) ?? CURRENT);
  if (!names.includes(lastVersion)) {
    throw new ImportRefusal(
      `lastVersion "${lastVersion}" is not a version of the docs (${names.map((name) => `"${name}"`).join(', ')}). Nothing was changed.`,
    );
  }
  const overrides = (options.versions ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const order = [CURRENT, ...versioned];
  const lastIndex = order.indexOf(lastVersion);
  const taken = new Set<string>();
  const planned = names.map((docusaurusName): PlannedVersion => {
    const isLast = docusaurusName === lastVersion;
    const isCurrent = docusaurusName === CURRENT;
    const override = overrides[docusaurusName] ?? {};
    const defaultPath = isLast ? '' : isCurrent ? 'next' : docusaurusName;
    const index = order.indexOf(docusaurusName);
    const defaultBanner = isLast ? 'none' : index < lastIndex ? 'unreleased' : 'unmaintained';
    let name = isCurrent ? CURRENT : siteVersionName(docusaurusName);
    while (taken.has(name)) name = `${name}-`;
    taken.add(name);
    const banner = override.banner;
    return {
      docusaurusName,
      name,
      label: typeof override.label === 'string' ? override.label : isCurrent ? 'Next' : docusaurusName,
      path: joinRoute(routeBasePath, typeof override.path === 'string' ? override.path : defaultPath),
      banner: banner === 'none' || banner === 'unreleased' || banner === 'unmaintained' ? banner : defaultBanner,
      noIndex: override.noIndex === true,
      docsDir: isCurrent ? docsDir : `versioned_docs/version-${docusaurusName}`,
      sidebarsFile: isCurrent
        ? currentSidebars(options.sidebarPath)
        : `versioned_sidebars/version-${docusaurusName}-sidebars.json`,
    };
  });
  return [
    ...planned.filter((version) => version.docusaurusName === lastVersion),
    ...planned.filter((version) => version.docusaurusName !== lastVersion),
  ];
}

/** `sidebarPath`: a file, `false` (no sidebar), or undefined (one generated sidebar). */
function currentSidebars(sidebarPath: unknown): string | false | undefined {
  if (sidebarPath === false) return false;
  return typeof sidebarPath === 'string' ? withoutLoaderQuery(sidebarPath) : undefined;
}
