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

export interface VersionMeta {
  name: string;
  label: string;
  /** True for the current (latest) version. */
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: DocMeta[];
  draftIds: string[];
  sidebars: Record<string, SidebarMeta>;
  banner: 'none' | 'unmaintained' | 'unreleased';
}

export interface DocsMetadata {
  pluginId: string;
  versions: VersionMeta[];
}
