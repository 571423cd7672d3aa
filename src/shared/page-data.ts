import type { BrowserSiteConfig } from './browser-site-config';
import type { DocPageData } from './doc-page';
import type { VersionContents, VersionSummary } from './docs-metadata';
import type { Sidebar } from './sidebar';

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
}

/** The id of the JSON block in which every page carries its PageSiteData. */
export const SITE_DATA_ELEMENT_ID = '__SITE_DATA__';

/** A doc's data file: everything its page renders but the body, which is a file of its own. */
export type DocData = Omit<DocPageData, 'html'>;

/** The folder, under the base URL, of the files a page loads when the reader goes to another. */
export const PAGE_DATA_DIR = 'page-data';

/**
 * Where each data file is, from the base URL: a folder per version. Doc ids are paths already;
 * no doc id starts with "_" (such files are partials), so the version's own files cannot clash.
 */
export const pageDataFile = {
  version: (versionName: string) => `${PAGE_DATA_DIR}/${versionName}/_version.json`,
  /** The version's search index (see src/shared/search/records.ts). */
  search: (versionName: string) => `${PAGE_DATA_DIR}/${versionName}/_search.json`,
  sidebar: (versionName: string, sidebarId: string) =>
    `${PAGE_DATA_DIR}/${versionName}/_sidebars/${encodeURIComponent(sidebarId)}.json`,
  doc: (versionName: string, docId: string) => `${PAGE_DATA_DIR}/${versionName}/${docId}.json`,
  body: (versionName: string, docId: string) => `${PAGE_DATA_DIR}/${versionName}/${docId}.html`,
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
  /** Forgets what was loaded of a doc, so that its next load fetches it again (a page saved in development). */
  forget(versionName: string, docId: string): void;
}
