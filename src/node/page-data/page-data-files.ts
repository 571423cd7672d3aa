import { versionContents } from '../../shared/docs-metadata';
import { pageDataFile, type DocData, type PageDataSource } from '../../shared/page-data';
import type { Sidebar } from '../../shared/sidebar';
import type { RenderedDoc } from '../docs/render-docs';
import type { BuiltVersion } from '../docs/version-metadata';
import type { StandalonePageFileData } from '../../shared/standalone-page';
import type { RenderedPage } from '../pages/render-page';

/**
 * A version's own data files, by path in the output folder: its docs and sidebars, which a page of
 * another version loads when the reader goes there.
 */
export function versionMetaFiles(version: Pick<BuiltVersion, 'meta' | 'sidebars'>): Map<string, string> {
  const name = version.meta.name;
  const files = new Map<string, string>([[pageDataFile.version(name), JSON.stringify(versionContents(version.meta))]]);
  for (const [id, sidebar] of version.sidebars) files.set(pageDataFile.sidebar(name, id), JSON.stringify(sidebar));
  return files;
}

/** A doc's data files: its page data and its body, which a page loads when the reader opens the doc from another. */
export function docDataFiles(doc: RenderedDoc): Map<string, string> {
  const { html, ...data } = doc.data;
  return new Map([
    [pageDataFile.doc(doc.versionName, data.id), JSON.stringify(data satisfies DocData)],
    [pageDataFile.body(doc.versionName, data.id), html],
  ]);
}

/** A standalone page's data files: its page data and its body, as a doc's. */
export function pageDataFiles(page: RenderedPage): Map<string, string> {
  const { html, ...data } = page.data;
  return new Map([
    [pageDataFile.page(data.id), JSON.stringify(data satisfies StandalonePageFileData)],
    [pageDataFile.pageBody(data.id), html],
  ]);
}

/** Every data file of one version: its own, and each of its docs'. */
export function versionDataFiles(
  version: Pick<BuiltVersion, 'meta' | 'sidebars'>,
  docs: readonly RenderedDoc[],
): Map<string, string> {
  const files = versionMetaFiles(version);
  for (const doc of docs)
    if (doc.versionName === version.meta.name) for (const [file, text] of docDataFiles(doc)) files.set(file, text);
  return files;
}

/** The data files read from memory, as the server renders the pages the browser will load them for. */
export function dataSourceOf(read: (file: string) => string | undefined): PageDataSource {
  const file = (path: string) => {
    const text = read(path);
    return text === undefined ? Promise.reject(new Error(`No data file ${path}.`)) : Promise.resolve(text);
  };
  const json = async <T>(path: string) => JSON.parse(await file(path)) as T;
  return {
    version: (versionName) => json(pageDataFile.version(versionName)),
    doc: (versionName, docId) => json<DocData>(pageDataFile.doc(versionName, docId)),
    body: (versionName, docId) => file(pageDataFile.body(versionName, docId)),
    sidebar: (versionName, sidebarId) => json<Sidebar>(pageDataFile.sidebar(versionName, sidebarId)),
    page: (pageId) => json<StandalonePageFileData>(pageDataFile.page(pageId)),
    pageBody: (pageId) => file(pageDataFile.pageBody(pageId)),
    // Read from memory each time: nothing to forget.
    forget: () => {},
  };
}
