import type { DocMeta, VersionMeta, VersionSummary } from './docs-metadata';
import { routeKey } from './routes/normalize-path';

/**
 * Whether `pathname` is `base` or a page below it, in whole path segments and whatever the
 * spelling: "/docs/v1/fx.html" is under "/docs/v1", "/docs/v10" is not.
 */
export function isUnder(pathname: string, base: string): boolean {
  const key = routeKey(pathname);
  const root = routeKey(base);
  return key === root || key.startsWith(`${root === '/' ? '' : root}/`);
}

/** The versions of a site: all of them in the build, their summaries on a page. */
interface Versions<Version extends VersionSummary> {
  versions: readonly Version[];
}

export function versionNamed<Version extends VersionSummary>(
  docs: Versions<Version>,
  name: string | undefined,
): Version | undefined {
  return docs.versions.find((version) => version.name === name);
}

/** The version whose path is the longest prefix of `pathname`, if any. */
export function activeVersion<Version extends VersionSummary>(
  docs: Versions<Version>,
  pathname: string,
): Version | undefined {
  return docs.versions
    .filter((version) => isUnder(pathname, version.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** The doc at `pathname` among a version's docs. */
export function docAt(version: Pick<VersionMeta, 'docs'>, pathname: string): DocMeta | undefined {
  const key = routeKey(pathname);
  return version.docs.find((candidate) => routeKey(candidate.path) === key);
}

export function activeDoc(
  docs: Versions<VersionMeta>,
  pathname: string,
): { version: VersionMeta; doc: DocMeta } | undefined {
  const version = activeVersion(docs, pathname);
  const doc = version && docAt(version, pathname);
  return version && doc ? { version, doc } : undefined;
}

/** The current version: the one marked last, else the first (site.yaml lists at least one). */
export function latestVersion<Version extends VersionSummary>(docs: Versions<Version>): Version {
  return docs.versions.find((version) => version.isLast) ?? docs.versions[0]!;
}

/**
 * Where choosing `target` leads from the doc `docId`: the same doc in that version, else its
 * main doc. Without the target's docs at hand, its main doc.
 */
export function versionSwitchTarget(
  docId: string | undefined,
  target: VersionSummary,
  targetDocs: readonly DocMeta[] | undefined,
): string {
  const same = docId === undefined ? undefined : targetDocs?.find((doc) => doc.id === docId);
  return same?.path ?? target.mainDocPath;
}

/** The version a version-less link uses: the active one on a docs page, else the preferred one, else the latest. */
export function contextualVersion<Version extends VersionSummary>(
  docs: Versions<Version>,
  pathname: string,
  preferredName: string | undefined,
): Version {
  return activeVersion(docs, pathname) ?? versionNamed(docs, preferredName) ?? latestVersion(docs);
}

/** The version a docsVersion item names; without a name, the current (latest) one. */
export function namedVersion<Version extends VersionSummary>(
  docs: Versions<Version>,
  name: string | undefined,
): Version {
  return versionNamed(docs, name) ?? latestVersion(docs);
}

/** A version dropdown's `versions` in site.yaml: names, or names mapped to the labels to show. */
type VersionChoice = readonly string[] | Readonly<Record<string, { label?: string | undefined }>>;

/** The versions a version dropdown lists, in the order site.yaml gives, with the labels it gives (their own where it gives none). */
export function listedVersions<Version extends VersionSummary>(
  docs: Versions<Version>,
  choice: VersionChoice | undefined,
): Array<{ version: Version; label: string }> {
  if (choice === undefined) return docs.versions.map((version) => ({ version, label: version.label }));
  const named: Array<[string, string | undefined]> = isNameList(choice)
    ? choice.map((name) => [name, undefined])
    : Object.entries(choice).map(([name, { label }]) => [name, label]);
  return named.flatMap(([name, label]) => {
    const version = versionNamed(docs, name);
    return version ? [{ version, label: label ?? version.label }] : [];
  });
}

const isNameList = (choice: VersionChoice): choice is readonly string[] => Array.isArray(choice);
