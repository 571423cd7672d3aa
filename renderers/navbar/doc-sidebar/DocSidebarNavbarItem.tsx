import { useContextualVersion } from '../../../src/client/docs/use-versions';
import { mainDocPath } from '../../../src/shared/versions';
import { linkAttributesOf } from '../shared/NavLink';
import { linkItemRenderer } from '../shared/link-item-renderer';
import type { DocSidebarEntry } from './doc-sidebar.schema';

export const docSidebarNavbarItem = linkItemRenderer<DocSidebarEntry>(function useDocSidebarLink(item) {
  const version = useContextualVersion();
  // Versions may name their sidebars differently; without this one, go to the version's main doc.
  const to = version.sidebars[item.sidebarId]?.link ?? mainDocPath(version);
  return { label: item.label, to, activeBasePath: version.path, className: item.className, ...linkAttributesOf(item) };
});
