import type { DocMeta, DocsMetadata, VersionMeta } from './docs-metadata';
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

export function versionNamed(docs: DocsMetadata, name: string | undefined): VersionMeta | undefined {
  return docs.versions.find((version) => version.name === name);
}

/** The version whose path is the longest prefix of `pathname`, if any. */
export function activeVersion(docs: DocsMetadata, pathname: string): VersionMeta | undefined {
  return docs.versions
    .filter((version) => isUnder(pathname, version.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export function activeDoc(docs: DocsMetadata, pathname: string): { version: VersionMeta; doc: DocMeta } | undefined {
  const version = activeVersion(docs, pathname);
  const key = routeKey(pathname);
  const doc = version?.docs.find((candidate) => routeKey(candidate.path) === key);
  return version && doc ? { version, doc } : undefined;
}

/** The current version: the one marked last, else the first (site.yaml lists at least one). */
export function latestVersion(docs: DocsMetadata): VersionMeta {
  return docs.versions.find((version) => version.isLast) ?? docs.versions[0]!;
}

export function mainDocPath(version: VersionMeta): string {
  return version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path;
}

/** Where choosing `target` leads from `pathname`: the same doc in that version, else its main doc. */
export function versionSwitchTarget(docs: DocsMetadata, pathname: string, target: VersionMeta): string {
  const current = activeDoc(docs, pathname);
  const same = current && target.docs.find((doc) => doc.id === current.doc.id);
  return same?.path ?? mainDocPath(target);
}

/** The version a version-less link uses: the active one on a docs page, else the preferred one, else the latest. */
export function contextualVersion(docs: DocsMetadata, pathname: string, preferredName: string | undefined): VersionMeta {
  return (
    activeVersion(docs, pathname) ??
    versionNamed(docs, preferredName) ??
    latestVersion(docs)
  );
}

/** The version a docsVersion item names; without a name, the current (latest) one. */
export function namedVersion(docs: DocsMetadata, name: string | undefined): VersionMeta {
  return versionNamed(docs, name) ?? latestVersion(docs);
}

/** A version dropdown's `versions` in site.yaml: names, or names mapped to the labels to show. */
type VersionChoice = readonly string[] | Readonly<Record<string, { label?: string | undefined }>>;

/** The versions a version dropdown lists, in the order site.yaml gives, with the labels it gives (their own where it gives none). */
export function listedVersions(docs: DocsMetadata, choice: VersionChoice | undefined): Array<{ version: VersionMeta; label: string }> {
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
