import { docsMetadata } from '../../../src/client/site-data';
import { mainDocPath, namedVersion } from '../../../src/shared/versions';
import { linkAttributesOf } from '../shared/NavLink';
import { linkItemRenderer } from '../shared/link-item-renderer';
import type { DocsVersionEntry } from './docs-version.schema';

export const docsVersionNavbarItem = linkItemRenderer<DocsVersionEntry>((item) => {
  const version = namedVersion(docsMetadata, item.version);
  return { label: item.label ?? version.label, to: mainDocPath(version), activeBasePath: version.path, className: item.className, ...linkAttributesOf(item) };
});
