import type { DocEntry } from '../../../schema/navbar-items/doc-item';
import { useContextualVersion, useDocsMetadata } from '../../../src/client';
import { isActiveLink } from '../../../src/shared/routes/is-active-link';
import { routeKey } from '../../../src/shared/routes/normalize-path';
import { latestVersion } from '../../../src/shared/versions';
import { hasActiveRule, linkAttributesOf } from '../shared/NavLink';
import { linkItemRenderer } from '../shared/link-item-renderer';

export const docNavbarItem = linkItemRenderer<DocEntry>(
  function useDocLink(item) {
    const version = useContextualVersion();
    const docs = useDocsMetadata();
    // The doc may not exist in an older version; the latest one has it (site.yaml is checked for
    // that), and is at hand outside the docs and on its own pages.
    const doc =
      version.docs.find((candidate) => candidate.id === item.docId) ??
      docs.loaded.get(latestVersion(docs).name)?.docs.find((candidate) => candidate.id === item.docId);
    const label = item.html === undefined ? (item.label ?? doc?.sidebarLabel ?? item.docId) : undefined;
    return {
      label,
      html: item.html,
      to: doc?.path,
      activeBasePath: item.activeBasePath,
      activeBaseRegex: item.activeBaseRegex,
      className: item.className,
      ...linkAttributesOf(item),
    };
  },
  // Active on the doc in any version, or where its own rule says.
  (entry, pathname, docs) =>
    hasActiveRule(entry)
      ? isActiveLink(entry, pathname)
      : [...docs.loaded.values()].some((version) =>
          version.docs.some((doc) => doc.id === entry.docId && routeKey(doc.path) === routeKey(pathname)),
        ),
);
