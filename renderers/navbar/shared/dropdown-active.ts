import type { DropdownEntryConfig } from '../../../registry/navbar-item-types';
import type { DocsMetadata } from '../../../src/shared/docs-metadata';
import { routeKey } from '../../../src/shared/routes/normalize-path';
import { activeVersion, namedVersion } from '../../../src/shared/versions';
import { isActiveLink } from './is-active';

/** Whether one of a dropdown's entries leads to the page being read. */
export function hasActiveChild(children: readonly DropdownEntryConfig[], pathname: string, docs: DocsMetadata): boolean {
  const key = routeKey(pathname);
  return children.some((child) => {
    switch (child.type) {
      case 'link':
        return child.href === undefined && isActiveLink(child, pathname);
      case 'doc':
        return docs.versions.some((version) => version.docs.some((doc) => doc.id === child.docId && routeKey(doc.path) === key));
      case 'docsVersion':
        // Without a name the entry is the current version, as its link is: never a page off the docs.
        return activeVersion(docs, pathname)?.name === namedVersion(docs, child.version).name;
      case 'html':
      case 'docSidebar':
        return false;
      default:
        // The site's own entry types: active when they link to this page.
        return 'to' in child && typeof child.to === 'string' && isActiveLink({ to: child.to }, pathname);
    }
  });
}
