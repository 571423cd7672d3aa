import type { LocatedProblem } from '../../../schema/config-error';
import type { SiteConfig } from '../../../schema';
import type { DocFile } from './read-doc-file';
import type { SidebarSourceCategory } from './sidebars/generate';
import type { SidebarsFile } from './sidebars/sidebars-file';

/** A page of a docs version as it was read, and the version's sources: what the loader makes and the rest reads. */

export interface DocTag {
  label: string;
  /** Route of the tag's page in Docusaurus, when another. */
  docusaurusPath?: string;
  /** Route of the tag's page: `<version path>/tags/<permalink>`. */
  path: string;
}

export type VersionConfig = SiteConfig['docs']['versions'][number];

export interface SourceDoc extends DocFile {
  id: string;
  /** Path of the file from the project root, for messages: content/current/fx/index.md. */
  fileName: string;
  dir: string;
  /** The file name without its extension: "01-intro" for 01-intro.md. */
  baseName: string;
  /** Whether the page opens its folder's category (Docusaurus's isCategoryIndex). */
  categoryIndex?: boolean;
  /** Route of the doc inside the site, before the base URL. */
  path: string;
  /** The route Docusaurus gives the page, when it is another (a tag's page): its old address. */
  docusaurusPath?: string;
  /** For a page the build writes (the API reference): the committed data it is made from. */
  generatedFrom?: string;
  /** The number prefix of the file name ("01-intro.md"), its sidebar position unless it sets one. */
  numberPrefix?: number | undefined;
  /** The page's tags, each with the route of its tag page. */
  tags: DocTag[];
  /** A tag page, which the build writes from the tags of the version's pages. */
  tagPage?: true;
  /** The page of a category's `generated-index` link, which the build writes from its sidebar. */
  generatedIndex?: true;
}

export interface VersionSources {
  version: VersionConfig;
  docs: SourceDoc[];
  categories: SidebarSourceCategory[];
  /** Ids of the drafts left out of the build, which sidebars may still name. */
  draftIds: string[];
  /** content/<version>/sidebars.yaml, when the version has hand-written sidebars. */
  sidebarsFile: SidebarsFile | undefined;
  /** Front matter keys that do nothing, at their lines; the build prints them and goes on. */
  warnings: LocatedProblem[];
}
