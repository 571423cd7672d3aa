import { versionMetaFiles } from '../page-data/page-data-files';
import type { SiteOutput } from './site-output';

/** Each version's own data files: its docs and its sidebars, which a page of it loads. */
export const versionData: SiteOutput = {
  name: "the versions' data files",
  files: (site) =>
    site.versions.flatMap((version) =>
      [...versionMetaFiles(version).keys()].map((path) => ({
        path,
        version: version.meta.name,
        make: async () => versionMetaFiles(version).get(path)!,
      })),
    ),
};
