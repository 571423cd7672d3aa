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
  /** Facet: the names of the docs versions the record belongs to. */
  version: string[];
}

/** One version's index file, as the build writes it under assets/. */
export interface SearchIndexFile {
  version: string;
  records: SearchRecord[];
}

/** The text a record is found by, and shown with, at its own level. */
export function recordTitle(record: Pick<SearchRecord, 'type' | 'hierarchy' | 'content'>): string {
  return record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
}
