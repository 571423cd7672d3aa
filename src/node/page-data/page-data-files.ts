import { versionContents } from '../../shared/docs-metadata';
import { pageDataFile, type DocData, type PageDataSource } from '../../shared/page-data';
import type { Sidebar } from '../../shared/sidebar';
import type { RenderedDoc } from '../docs/render-docs';
import type { BuiltVersion } from '../docs/version-metadata';
import type { StandalonePageFileData } from '../../shared/standalone-page';
import type { RenderedPage } from '../pages/render-page';

/**
 * The files made from one object, made once for it. The page rendered from them and each file of
 * the outputs list ask for them, one path at a time; a version's list of docs is hundreds of
 * kilobytes at thousands of pages. The loaded site and the pages rendered from it are never
 * written, so an object's files stay what they were; a page rendered again is a new object.
 */
function madeOncePer<T extends object>(make: (from: T) => ReadonlyMap<string, string>) {
  const made = new WeakMap<T, ReadonlyMap<string, string>>();
  return (from: T): ReadonlyMap<string, string> => {
    const kept = made.get(from);
    if (kept !== undefined) return kept;
    const files = make(from);
    made.set(from, files);
    return files;
  };
}

/**
 * A version's own data files, by path in the output folder: its docs and sidebars, which a page of
 * another version loads when the reader goes there.
 */
export const versionMetaFiles = madeOncePer((version: Pick<BuiltVersion, 'meta' | 'sidebars'>) => {
  const name = version.meta.name;
  const files = new Map<string, string>([[pageDataFile.version(name), JSON.stringify(versionContents(version.meta))]]);
  for (const [id, sidebar] of version.sidebars) files.set(pageDataFile.sidebar(name, id), JSON.stringify(sidebar));
  return files;
});

/** A doc's data files: its page data and its body, which a page loads when the reader opens the doc from another. */
export const docDataFiles = madeOncePer((doc: RenderedDoc) => {
  const { html, ...data } = doc.data;
  return new Map([
    [pageDataFile.doc(doc.versionName, data.id), JSON.stringify(data satisfies DocData)],
    [pageDataFile.body(doc.versionName, data.id), html],
  ]);
});

/** A standalone page's data files: its page data and its body, as a doc's. */
export const pageDataFiles = madeOncePer((page: RenderedPage) => {
  const { html, ...data } = page.data;
  return new Map([
    [pageDataFile.page(data.id), JSON.stringify(data satisfies StandalonePageFileData)],
    [pageDataFile.pageBody(data.id), html],
  ]);
});

/** Every data file of one version: its own, and each of its docs'. */
export function versionDataFiles(
  version: Pick<BuiltVersion, 'meta' | 'sidebars'>,
  docs: readonly RenderedDoc[],
): Map<string, string> {
  const files = new Map(versionMetaFiles(version));
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
