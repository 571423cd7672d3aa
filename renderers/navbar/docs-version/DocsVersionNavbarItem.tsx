import type { DocsVersionEntry } from '../../../schema/navbar-items/docs-version-item';
import { useDocsMetadata } from '../../../src/client';
import { activeVersion, namedVersion } from '../../../src/shared/versions';
import { isActiveLink } from '../../../src/shared/routes/is-active-link';
import { hasActiveRule, linkAttributesOf } from '../shared/NavLink';
import { linkItemRenderer } from '../shared/link-item-renderer';

export const docsVersionNavbarItem = linkItemRenderer<DocsVersionEntry>(
  function useDocsVersionLink(item) {
    const version = namedVersion(useDocsMetadata(), item.version);
    const activeBasePath = item.activeBasePath ?? version.path;
    return {
      label: item.label ?? version.label,
      to: version.mainDocPath,
      activeBasePath,
      activeBaseRegex: item.activeBaseRegex,
      className: item.className,
      ...linkAttributesOf(item),
    };
  },
  // Without a name the entry is the current version, as its link is: never a page off the docs.
  (entry, pathname, docs) =>
    hasActiveRule(entry)
      ? isActiveLink(entry, pathname)
      : activeVersion(docs, pathname)?.name === namedVersion(docs, entry.version).name,
);
