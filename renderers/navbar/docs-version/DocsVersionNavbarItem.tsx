import type { DocsVersionItem } from '../../../schema/navbar-items';
import { docsMetadata } from '../../../src/client/site-data';
import { latestVersion, mainDocPath } from '../../../src/shared/versions';
import { linkItemRenderer } from '../shared/link-item-renderer';

export const docsVersionNavbarItem = linkItemRenderer<Omit<DocsVersionItem, 'position'>>((item) => {
  const version = docsMetadata.versions.find((candidate) => candidate.name === item.version) ?? latestVersion(docsMetadata);
  return { label: item.label ?? version.label, to: mainDocPath(version), activeBasePath: version.path, className: item.className };
});
