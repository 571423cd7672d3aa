import type { DropdownChild } from '../../../schema/navbar-items';
import type { DocsMetadata } from '../../../src/shared/docs-metadata';
import { routeKey } from '../../../src/shared/routes/normalize-path';
import { activeVersion } from '../../../src/shared/versions';
import { isActiveLink } from './is-active';

/** Whether one of a dropdown's entries leads to the page being read. */
export function hasActiveChild(children: readonly DropdownChild[], pathname: string, docs: DocsMetadata): boolean {
  const key = routeKey(pathname);
  return children.some((child) => {
    switch (child.type) {
      case 'link':
        return child.href === undefined && isActiveLink(child, pathname);
      case 'doc':
        return docs.versions.some((version) => version.docs.some((doc) => doc.id === child.docId && routeKey(doc.path) === key));
      case 'docsVersion':
        return activeVersion(docs, pathname)?.name === child.version;
      default:
        return false;
    }
  });
}
