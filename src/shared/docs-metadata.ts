/** What the build knows about the docs of one version: enough to link, never the bodies. */
export interface DocMeta {
  id: string;
  /** Route of the doc, with the base URL left out. */
  path: string;
  title: string;
  sidebarLabel: string;
  /** Name of the sidebar shown beside the doc (the one that lists it, or its `displayed_sidebar`); undefined for none. */
  sidebar: string | undefined;
  /** Reachable by its URL only: in no sidebar, search, sitemap or search engine. */
  unlisted?: boolean;
}

interface SidebarMeta {
  /** Route of the first doc the sidebar links to; undefined when it has none. */
  link: string | undefined;
}

/**
 * What every page knows of every version: enough to list it, name it and link to it. It is all a
 * page carries of the versions other than its own, so it stays small.
 */
export interface VersionSummary {
  name: string;
  label: string;
  /** True for the current (latest) version. */
  isLast: boolean;
  path: string;
  /** Route of the version's main doc, where a link to the version leads. */
  mainDocPath: string;
  banner: 'none' | 'unmaintained' | 'unreleased';
  /** Where the versions page links for the release (`docs.versions[].releaseNotes`). */
  releaseNotes?: string;
}

/** A version's docs and sidebars: a page carries its own version's, and loads another's when the reader goes there. */
export interface VersionContents {
  mainDocId: string;
  docs: DocMeta[];
  draftIds: string[];
  sidebars: Record<string, SidebarMeta>;
  /**
   * Set when `docs` holds only the docs a page links to by id (its own, the main doc, the navbar's)
   * and `draftIds` is left empty: the version's data file has the rest, loaded when the reader heads
   * to a doc not among them.
   */
  partial?: true;
}

export interface VersionMeta extends VersionSummary, VersionContents {}

/** Every version in full, as the build has them. */
export interface DocsMetadata {
  pluginId: string;
  versions: VersionMeta[];
}

/** The summary part of a version. */
export function versionSummary({
  name,
  label,
  isLast,
  path,
  mainDocPath,
  banner,
  releaseNotes,
}: VersionSummary): VersionSummary {
  return { name, label, isLast, path, mainDocPath, banner, ...(releaseNotes === undefined ? {} : { releaseNotes }) };
}

/** The contents part of a version. */
export function versionContents({ mainDocId, docs, draftIds, sidebars }: VersionContents): VersionContents {
  return { mainDocId, docs, draftIds, sidebars };
}
