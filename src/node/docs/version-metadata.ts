import { SiteConfigError, type LocatedProblem } from '../../../schema/config-error';
import type { VersionMeta } from '../../shared/docs-metadata';
import type { Sidebar } from '../../shared/sidebar';
import { readingOrder } from '../../shared/sidebar-navigation';
import { oldAddresses, type Redirect } from './docusaurus-routes';
import type { VersionSources } from './source-doc';
import { generatedIndexPage } from './sidebars/generated-index-page';
import { versionSidebars } from './sidebars/version-sidebars';

export interface BuiltVersion {
  meta: VersionMeta;
  /** The version's main sidebar (`docs.versions[].sidebar`, else its first one). */
  sidebar: Sidebar;
  /** Every sidebar of the version, by id, in the order sidebars.yaml gives them. */
  sidebars: ReadonlyMap<string, Sidebar>;
  /** The sidebar each doc shows beside it, by doc id; undefined for none. */
  displayedSidebar: ReadonlyMap<string, string | undefined>;
  sources: VersionSources;
  /** The addresses Docusaurus served for the version's pages that this site routes otherwise. */
  redirects: Redirect[];
  /** Route and anchor of each item of the version's API reference, by qualified name. */
  referenceLinks: ReadonlyMap<string, string>;
  /** The links of sidebars.yaml to pages of the site that lead nowhere, at their lines. */
  brokenSidebarLinks(routes: ReadonlySet<string>): LocatedProblem[];
}

/** Sidebars and metadata of one version: what every page of it links with. */
export function buildVersion(
  sources: VersionSources,
  isLast: boolean,
  referenceLinks: ReadonlyMap<string, string> = new Map(),
): BuiltVersion {
  const { version } = sources;
  const { sidebars, mainName, displayedSidebar, generatedIndexes, problems, brokenLinks } = versionSidebars(sources);
  if (problems.length > 0) throw new SiteConfigError(`content/${version.name}`, problems);

  const docs = [...sources.docs, ...generatedIndexes.map(generatedIndexPage)];
  const main = mainName === undefined ? [] : sidebars.get(mainName)!;
  const firstOfMain = readingOrder(main)[0];
  const root = `${version.path.replace(/\/+$/, '')}/`;
  // As Docusaurus's main doc: the version's home page, else the first doc of its sidebar.
  const mainDoc =
    docs.find((doc) => doc.path === root) ??
    docs.find((doc) => doc.id === 'index') ??
    docs.find((doc) => doc.id === firstOfMain?.id) ??
    docs[0];
  return {
    sidebar: main,
    sidebars,
    displayedSidebar,
    sources: { ...sources, docs },
    redirects: docs.flatMap(oldAddresses),
    referenceLinks,
    brokenSidebarLinks: brokenLinks,
    meta: {
      name: version.name,
      label: version.label,
      isLast,
      path: version.path,
      mainDocId: mainDoc?.id ?? '',
      mainDocPath: mainDoc?.path ?? version.path,
      banner: version.banner,
      ...(version.releaseNotes === undefined ? {} : { releaseNotes: version.releaseNotes }),
      draftIds: [],
      sidebars: Object.fromEntries(
        [...sidebars].map(([id, sidebar]) => [id, { link: readingOrder(sidebar)[0]?.href }]),
      ),
      docs: docs.map((doc) => ({
        id: doc.id,
        path: doc.path,
        title: doc.title,
        sidebarLabel: doc.frontMatter.sidebar_label ?? doc.name,
        sidebar: displayedSidebar.get(doc.id),
        ...(doc.frontMatter.unlisted ? { unlisted: true } : {}),
      })),
    },
  };
}
