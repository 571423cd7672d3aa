import { versionContents } from '../../shared/docs-metadata';
import { pageDataFile, type DocData, type PageDataSource } from '../../shared/page-data';
import type { Sidebar } from '../../shared/sidebar';
import type { RenderedDoc } from '../docs/render-docs';
import type { BuiltVersion } from '../docs/version-metadata';

/**
 * The data files of one version, by path in the output folder: its docs and sidebars (which a page
 * of another version loads when the reader goes there), and each doc's data and body (which a page
 * loads when the reader opens the doc from another).
 */
export function versionDataFiles(version: Pick<BuiltVersion, 'meta' | 'sidebars'>, docs: readonly RenderedDoc[]): Map<string, string> {
  const name = version.meta.name;
  const files = new Map<string, string>([[pageDataFile.version(name), JSON.stringify(versionContents(version.meta))]]);
  for (const [id, sidebar] of version.sidebars) files.set(pageDataFile.sidebar(name, id), JSON.stringify(sidebar));
  for (const doc of docs) {
    if (doc.versionName !== name) continue;
    const { html, ...data } = doc.data;
    files.set(pageDataFile.doc(name, data.id), JSON.stringify(data satisfies DocData));
    files.set(pageDataFile.body(name, data.id), html);
  }
  return files;
}

/** The data files read from memory, as the server renders the pages the browser will load them for. */
export function dataSourceOf(read: (file: string) => string | undefined): PageDataSource {
  const file = (path: string) => {
    const text = read(path);
    return text === undefined ? Promise.reject(new Error(`No data file ${path}.`)) : Promise.resolve(text);
  };
  const json = async <T,>(path: string) => JSON.parse(await file(path)) as T;
  return {
    version: (versionName) => json(pageDataFile.version(versionName)),
    doc: (versionName, docId) => json<DocData>(pageDataFile.doc(versionName, docId)),
    body: (versionName, docId) => file(pageDataFile.body(versionName, docId)),
    sidebar: (versionName, sidebarId) => json<Sidebar>(pageDataFile.sidebar(versionName, sidebarId)),
  };
}
