import { STANDALONE_PAGES } from '../page-data';

/**
 * The records of the search index, in the shape DocSearch's crawler gives them, so that the
 * DocSearch modal renders local hits and hits of a hosted index alike.
 */
export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

export interface SearchHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** A heading (`lvl1` is the page title) or one paragraph of body text (`content`). */
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export interface SearchRecord {
  objectID: string;
  /** With the base URL, and the anchor of the section when there is one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: SearchHierarchy;
  /** The paragraph of a `content` record; null for a heading. */
  content: string | null;
  /** Facet: the site language, such as "en". */
  language: string;
  /** Facet: the names of the docs versions the record belongs to; none for a standalone page's. */
  version: string[];
  /**
   * Facet: "default" on the records of the standalone pages, which belong to no version, as
   * Docusaurus tags them; contextual search keeps them beside the version it searches.
   */
  docusaurus_tag?: string;
}

/** The `docusaurus_tag` of the standalone pages' records. */
export const STANDALONE_PAGES_TAG = 'default';

/**
 * One version's index file, as the build writes it under assets/: each page's URL and top levels
 * once, and each record as a row that points at its page, so that the download stays small.
 */
export interface SearchIndexFile {
  version: string;
  language: string;
  /** url_without_anchor, lvl0 and lvl1 of each page. */
  pages: Array<[url: string, lvl0: string, lvl1: string]>;
  /** Page index, type, anchor, content, then lvl2… as far as the last level that is set. */
  records: Array<
    [page: number, type: RecordType, anchor: string | null, content: string | null, ...levels: Array<string | null>]
  >;
}

const DEEP_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The records of one version, as the index file holds them. */
export function packRecords(version: string, language: string, records: readonly SearchRecord[]): SearchIndexFile {
  const pages: SearchIndexFile['pages'] = [];
  const pageIndex = new Map<string, number>();
  const rows = records.map((record): SearchIndexFile['records'][number] => {
    let page = pageIndex.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(record.url_without_anchor, page);
      pages.push([record.url_without_anchor, record.hierarchy.lvl0, record.hierarchy.lvl1]);
    }
    const levels = DEEP_LEVELS.map((level) => record.hierarchy[level]);
    while (levels.length > 0 && levels[levels.length - 1] === null) levels.pop();
    return [page, record.type, record.anchor, record.content, ...levels];
  });
  return { version, language, pages, records: rows };
}

/** The records an index file holds; objectIDs are the version and the record's position. */
export function unpackIndexFile(file: SearchIndexFile): SearchRecord[] {
  // The standalone pages' index (see STANDALONE_PAGES) is named as no version can be.
  const facets = (): Pick<SearchRecord, 'version' | 'docusaurus_tag'> =>
    file.version === STANDALONE_PAGES
      ? { version: [], docusaurus_tag: STANDALONE_PAGES_TAG }
      : { version: [file.version] };
  return file.records.map(([page, type, anchor, content, ...levels], index) => {
    const [pageUrl, lvl0, lvl1] = file.pages[page]!;
    const hierarchy: SearchHierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    DEEP_LEVELS.forEach((level, levelIndex) => {
      hierarchy[level] = levels[levelIndex] ?? null;
    });
    return {
      objectID: `${file.version}:${index}`,
      url: anchor === null ? pageUrl : `${pageUrl}#${encodeURIComponent(anchor)}`,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy,
      content,
      language: file.language,
      ...facets(),
    };
  });
}

/** The text a record is found by, and shown with, at its own level. */
export function recordTitle(record: Pick<SearchRecord, 'type' | 'hierarchy' | 'content'>): string {
  return record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
}
