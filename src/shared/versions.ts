import type { DocMeta, DocsMetadata, VersionMeta } from './docs-metadata';
import { routeKey } from './routes/normalize-path';

const isUnder = (pathname: string, versionPath: string) => {
  const key = routeKey(pathname);
  const root = routeKey(versionPath);
  return key === root || key.startsWith(`${root === '/' ? '' : root}/`);
};

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
    docs.versions.find((version) => version.name === preferredName) ??
    latestVersion(docs)
  );
}
