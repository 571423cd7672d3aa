import type { DocsMetadata, VersionMeta } from '../src/shared/docs-metadata';
import type { DropdownChild } from '../schema/navbar-items';
import type { ConfigContext, ItemLink, ItemProblem } from './navbar-item-spec';

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

export function checkDropdownChildren(
  children: readonly DropdownChild[],
  context: ConfigContext,
  key: string,
): ItemProblem[] {
  return children.flatMap((child, index): ItemProblem[] => {
    switch (child.type) {
      case 'doc':
        return checkDocId(child.docId, context.docs, [key, index, 'docId']);
      case 'docSidebar':
        return checkSidebarHasLink(child.sidebarId, context.docs, [key, index, 'sidebarId']);
      case 'docsVersion':
        return child.version === undefined ? [] : checkVersionName(child.version, context.docs, [key, index, 'version']);
      default:
        return [];
    }
  });
}

/** Internal hrefs of an HTML snippet written in site.yaml. */
export function htmlLinks(html: string): string[] {
  return [...html.matchAll(/href\s*=\s*"([^"]*)"/g)].map((match) => match[1]!).filter((href) => href.startsWith('/'));
}

export function dropdownChildLinks(children: readonly DropdownChild[], key: string): ItemLink[] {
  return children.flatMap((child, index): ItemLink[] => {
    if (child.type === 'link' && child.to !== undefined) return [{ path: [key, index, 'to'], to: child.to }];
    if (child.type === 'html') return htmlLinks(child.value).map((to) => ({ path: [key, index, 'value'], to }));
    return [];
  });
}
