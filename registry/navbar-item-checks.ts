import type { DocsMetadata, VersionMeta } from '../src/shared/docs-metadata';
import type { ItemProblem } from './navbar-item-spec';

const quoteList = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/** The version a version-less link resolves to when nothing is stored: the current one. */
export function currentVersion(docs: DocsMetadata): VersionMeta | undefined {
  return docs.versions.find((version) => version.isLast) ?? docs.versions[0];
}

export function checkVersionName(name: string, docs: DocsMetadata, path: ItemProblem['path']): ItemProblem[] {
  if (docs.versions.some((version) => version.name === name)) return [];
  const available = quoteList(docs.versions.map((version) => version.name));
  return [{ path, message: `unknown version "${name}"; available versions: ${available}.` }];
}

/** The names of a version dropdown's `versions`, whether a list or a mapping that relabels them. */
export function checkVersionChoice(versions: readonly string[] | Readonly<Record<string, unknown>>, docs: DocsMetadata): ItemProblem[] {
  if (Array.isArray(versions)) return versions.flatMap((name: string, index) => checkVersionName(name, docs, ['versions', index]));
  return Object.keys(versions).flatMap((name) => checkVersionName(name, docs, ['versions', name]).map((problem) => ({ ...problem, atKey: true })));
}

export function checkDocId(docId: string, docs: DocsMetadata, path: ItemProblem['path']): ItemProblem[] {
  const version = currentVersion(docs);
  if (!version || version.docs.some((doc) => doc.id === docId)) return [];
  return [{ path, message: `no doc with id "${docId}" in version "${version.name}".` }];
}

export function checkSidebarHasLink(sidebarId: string, docs: DocsMetadata, path: ItemProblem['path']): ItemProblem[] {
  const version = currentVersion(docs);
  if (!version) return [];
  const sidebar = version.sidebars[sidebarId];
  if (!sidebar) {
    const available = quoteList(Object.keys(version.sidebars));
    return [{ path, message: `no sidebar "${sidebarId}" in version "${version.name}"; available sidebars: ${available}.` }];
  }
  if (sidebar.link === undefined) {
    return [{ path, message: `sidebar "${sidebarId}" has no link: it lists no doc, so this item cannot link anywhere.` }];
  }
  return [];
}

/** Every href of an HTML snippet written in site.yaml (the link check sorts them out). */
export function htmlLinks(html: string): string[] {
  return [...html.matchAll(/href\s*=\s*["']([^"']*)["']/g)].map((match) => match[1]!);
}
