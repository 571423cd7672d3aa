import type { DocSidebarEntry } from '../../../schema/navbar-items/doc-sidebar-item';
import { useContextualVersion } from '../../../src/client';
import { isActiveLink } from '../../../src/shared/routes/is-active-link';
import { hasActiveRule, linkAttributesOf } from '../shared/NavLink';
import { linkItemRenderer } from '../shared/link-item-renderer';

export const docSidebarNavbarItem = linkItemRenderer<DocSidebarEntry>(
  function useDocSidebarLink(item) {
    const version = useContextualVersion();
    // Versions may name their sidebars differently; without this one, go to the version's main doc.
    const to = version.sidebars[item.sidebarId]?.link ?? version.mainDocPath;
    const activeBasePath = item.activeBasePath ?? version.path;
    return {
      label: item.label,
      to,
      activeBasePath,
      activeBaseRegex: item.activeBaseRegex,
      className: item.className,
      ...linkAttributesOf(item),
    };
  },
  // In a dropdown it leads into a whole version, not to one page: it marks the menu only by its own rule.
  (entry, pathname) => hasActiveRule(entry) && isActiveLink(entry, pathname),
);
