import { useContextualVersion } from '../../../src/client/docs/use-versions';
import { docsMetadata } from '../../../src/client/site-data';
import { latestVersion } from '../../../src/shared/versions';
import { linkAttributesOf } from '../shared/NavLink';
import { linkItemRenderer } from '../shared/link-item-renderer';
import type { DocEntry } from './doc.schema';

export const docNavbarItem = linkItemRenderer<DocEntry>(function useDocLink(item) {
  const version = useContextualVersion();
  // The doc may not exist in an older version; the latest one has it (site.yaml is checked for that).
  const doc =
    version.docs.find((candidate) => candidate.id === item.docId) ??
    latestVersion(docsMetadata).docs.find((candidate) => candidate.id === item.docId);
  const label = item.html === undefined ? (item.label ?? doc?.sidebarLabel ?? item.docId) : undefined;
  return { label, html: item.html, to: doc?.path, className: item.className, ...linkAttributesOf(item) };
});
