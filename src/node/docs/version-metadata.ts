import type { VersionMeta } from '../../shared/docs-metadata';
import type { Sidebar } from '../../shared/sidebar';
import { readingOrder } from '../../shared/sidebar-navigation';
import { generateSidebar } from './sidebars/generate';
import type { VersionSources } from './load-version';

export interface BuiltVersion {
  meta: VersionMeta;
  sidebar: Sidebar;
  sources: VersionSources;
  /** Route and anchor of each item of the version's API reference, by qualified name. */
  referenceLinks: ReadonlyMap<string, string>;
}

/** Sidebar and metadata of one version: what every page of it links with. */
export function buildVersion(sources: VersionSources, isLast: boolean, referenceLinks: ReadonlyMap<string, string> = new Map()): BuiltVersion {
  const { version, docs } = sources;
  // An unlisted page is built and linkable, but no sidebar lists it.
  const sidebar = generateSidebar(
    docs.filter((doc) => !doc.frontMatter.unlisted && !doc.tagPage).map((doc) => ({
      id: doc.id,
      dir: doc.dir,
      baseName: doc.baseName,
      label: doc.frontMatter.sidebar_label ?? doc.name,
      position: doc.frontMatter.sidebar_position ?? doc.numberPrefix,
      href: doc.path,
      className: doc.frontMatter.sidebar_class_name,
      customProps: doc.frontMatter.sidebar_custom_props,
    })),
    sources.categories,
  );
  const order = readingOrder(sidebar);
  const listed = new Set(order.map((link) => link.id));
  const first = order[0];
  const mainDoc = docs.find((doc) => doc.id === 'index') ?? docs.find((doc) => doc.id === first?.id) ?? docs[0];
  return {
    sidebar,
    sources,
    referenceLinks,
    meta: {
      name: version.name,
      label: version.label,
      isLast,
      path: version.path,
      mainDocId: mainDoc?.id ?? '',
      banner: version.banner,
      draftIds: [],
      sidebars: { [version.sidebar]: { link: first?.href } },
      docs: docs.map((doc) => ({
        id: doc.id,
        path: doc.path,
        title: doc.title,
        sidebarLabel: doc.frontMatter.sidebar_label ?? doc.name,
        sidebar: listed.has(doc.id) ? version.sidebar : undefined,
        ...(doc.frontMatter.unlisted ? { unlisted: true } : {}),
      })),
    },
  };
}
