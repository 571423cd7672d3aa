import type { BrowserSiteConfig } from './browser-site-config';
import type { DocPageData } from './doc-page';
import type { VersionContents, VersionSummary } from './docs-metadata';
import type { Sidebar } from './sidebar';
import type { StandalonePageFileData, StandalonePageMeta } from './standalone-page';

/** What every page carries in its JSON block: the same size whatever the number of versions, but for one summary each. */
export interface PageSiteData {
  config: BrowserSiteConfig;
  versions: VersionSummary[];
  /** The page's own version (the current one on pages outside the docs), with its docs and sidebars. */
  version: { name: string } & VersionContents;
  /**
   * On a page of another version, the current version too: links that name a doc (navbar items)
   * lead to the current version's where the page's own lacks it.
   */
  latest?: { name: string } & VersionContents;
  /** The site's standalone pages (content/pages/); absent when it has none. */
  pages?: StandalonePageMeta[];
  /**
   * On a doc's page, its sidebar as far as it is open there (see open-sidebar.ts): the full one
   * is a data file, loaded when the reader opens a closed category or goes to another doc.
   */
  sidebar?: PageSidebar;
}

/** The sidebar a doc's page shows, and whose it is. */
export interface PageSidebar {
  versionName: string;
  /** The sidebar's id in its version. */
  id: string;
  docId: string;
  items: Sidebar;
}

/** The id of the JSON block in which every page carries its PageSiteData. */
export const SITE_DATA_ELEMENT_ID = '__SITE_DATA__';

/** A doc's data file: everything its page renders but the body, which is a file of its own. */
export type DocData = Omit<DocPageData, 'html'>;

/** The folder, under the base URL, of the files a page loads when the reader goes to another. */
export const PAGE_DATA_DIR = 'page-data';

/**
 * The folder of the standalone pages' data files, beside the versions' (no version may be named
 * so), and the name of their search index.
 */
export const STANDALONE_PAGES = 'pages';

/** The `data-doc-key` of a standalone page's body, which a doc's (`<version>/<id>`) cannot be. */
export const standalonePageKey = (pageId: string) => `${STANDALONE_PAGES}/${pageId}`;

/**
 * Where each data file is, from the base URL: a folder per version, and one for the standalone
 * pages. Doc and page ids are paths already; none starts with "_" (such files are partials), so
 * a folder's own files cannot clash.
 */
export const pageDataFile = {
  version: (versionName: string) => `${PAGE_DATA_DIR}/${versionName}/_version.json`,
  /** The version's search index (see src/shared/search/records.ts). */
  search: (versionName: string) => `${PAGE_DATA_DIR}/${versionName}/_search.json`,
  sidebar: (versionName: string, sidebarId: string) =>
    `${PAGE_DATA_DIR}/${versionName}/_sidebars/${encodeURIComponent(sidebarId)}.json`,
  doc: (versionName: string, docId: string) => `${PAGE_DATA_DIR}/${versionName}/${docId}.json`,
  body: (versionName: string, docId: string) => `${PAGE_DATA_DIR}/${versionName}/${docId}.html`,
  page: (pageId: string) => `${PAGE_DATA_DIR}/${STANDALONE_PAGES}/${pageId}.json`,
  pageBody: (pageId: string) => `${PAGE_DATA_DIR}/${STANDALONE_PAGES}/${pageId}.html`,
};

/** A data file's URL: its path's segments escaped, under the base URL. */
export const pageDataUrl = (baseUrl: string, file: string) =>
  `${baseUrl}${file.split('/').map(encodeURIComponent).join('/')}`;

/** Where the app gets data files: the network in the browser, the build's memory on the server. */
export interface PageDataSource {
  version(versionName: string): Promise<VersionContents>;
  doc(versionName: string, docId: string): Promise<DocData>;
  body(versionName: string, docId: string): Promise<string>;
  sidebar(versionName: string, sidebarId: string): Promise<Sidebar>;
  page(pageId: string): Promise<StandalonePageFileData>;
  pageBody(pageId: string): Promise<string>;
  /** Forgets what was loaded of a doc, so that its next load fetches it again (a page saved in development). */
  forget(versionName: string, docId: string): void;
}
