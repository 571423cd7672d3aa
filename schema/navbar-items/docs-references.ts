import type { ItemProblem } from './define';
import type { DocsMetadata } from '../../src/shared/docs-metadata';
import { latestVersion, versionNamed } from '../../src/shared/versions';

/** Cross-reference checks of navbar items: what the schema of one item cannot see. */

const quoteList = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

export function checkVersionName(name: string, docs: DocsMetadata, path: ItemProblem['path']): ItemProblem[] {
  if (versionNamed(docs, name) !== undefined) return [];
  const available = quoteList(docs.versions.map((version) => version.name));
  return [{ path, message: `unknown version "${name}"; available versions: ${available}.` }];
}

/** The names of a version dropdown's `versions`, whether a list or a mapping that relabels them. */
export function checkVersionChoice(
  versions: readonly string[] | Readonly<Record<string, unknown>>,
  docs: DocsMetadata,
): ItemProblem[] {
  if (Array.isArray(versions))
    return versions.flatMap((name: string, index) => checkVersionName(name, docs, ['versions', index]));
  return Object.keys(versions).flatMap((name) =>
    checkVersionName(name, docs, ['versions', name]).map((problem) => ({ ...problem, atKey: true })),
  );
}

/** A version-less doc link leads into the current version, so the doc must be there. */
export function checkDocId(docId: string, docs: DocsMetadata, path: ItemProblem['path']): ItemProblem[] {
  const version = latestVersion(docs);
  if (version.docs.some((doc) => doc.id === docId)) return [];
  return [{ path, message: `no doc with id "${docId}" in version "${version.name}".` }];
}

export function checkSidebarHasLink(sidebarId: string, docs: DocsMetadata, path: ItemProblem['path']): ItemProblem[] {
  const version = latestVersion(docs);
  const sidebar = version.sidebars[sidebarId];
  if (!sidebar) {
    const available = quoteList(Object.keys(version.sidebars));
    return [
      { path, message: `no sidebar "${sidebarId}" in version "${version.name}"; available sidebars: ${available}.` },
    ];
  }
  if (sidebar.link === undefined) {
    return [
      { path, message: `sidebar "${sidebarId}" has no link: it lists no doc, so this item cannot link anywhere.` },
    ];
  }
  return [];
}
