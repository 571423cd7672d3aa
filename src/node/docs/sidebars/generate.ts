import type { CategoryMeta } from '../../../../schema/content';
import type { Sidebar, SidebarCategory, SidebarItem } from '../../../shared/sidebar';
import { parseNumberPrefix } from '../number-prefix';

export interface SidebarSourceDoc {
  id: string;
  /** Folder of the file relative to the version root, "" at the root. */
  dir: string;
  baseName: string;
  label: string;
  position: number | undefined;
  href: string;
  className?: string | undefined;
  customProps?: Record<string, unknown> | undefined;
}

export interface SidebarSourceCategory {
  dir: string;
  meta: CategoryMeta;
}

interface Ranked {
  item: SidebarItem;
  position: number | undefined;
  name: string;
}

const parentDir = (dir: string) => (dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '');
const lastSegment = (dir: string) => dir.slice(dir.lastIndexOf('/') + 1);
const titleCase = (name: string) => name.split(/[-_]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

/**
 * Position first (absent positions after every written one, and only Infinity after them), then
 * file or folder name, so equal inputs give equal order.
 */
function byPositionThenName(a: Ranked, b: Ranked): number {
  const rank = (position: number | undefined) => position ?? Number.MAX_VALUE;
  if (rank(a.position) !== rank(b.position)) return rank(a.position) < rank(b.position) ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * The sidebar of one version, from its folder tree: a folder is a category, its index doc the
 * category's link, and every other doc an entry, ordered by sidebar_position then name.
 */
export function generateSidebar(docs: readonly SidebarSourceDoc[], categories: readonly SidebarSourceCategory[]): Sidebar {
  const metaByDir = new Map(categories.map((category) => [category.dir, category.meta]));
  const docById = new Map(docs.map((doc) => [doc.id, doc]));
  const dirs = new Set<string>();
  for (const doc of docs) {
    for (let dir = doc.dir; dir !== ''; dir = parentDir(dir)) dirs.add(dir);
  }

  const indexDocOf = (dir: string): SidebarSourceDoc | undefined => {
    const linkId = metaByDir.get(dir)?.link?.id;
    if (linkId !== undefined) return docById.get(linkId);
    return docs.find((doc) => doc.dir === dir && doc.baseName === 'index');
  };
  const indexDocIds = new Set([...dirs].map(indexDocOf).filter((doc) => doc !== undefined).map((doc) => doc.id));

  const itemsOf = (dir: string): SidebarItem[] => {
    const ranked: Ranked[] = [];
    for (const doc of docs) {
      if (doc.dir !== dir || indexDocIds.has(doc.id)) continue;
      // The root's index (the getting-started page) leads its sidebar unless placed otherwise.
      const position = doc.position ?? (doc.baseName === 'index' ? Number.NEGATIVE_INFINITY : undefined);
      const item: SidebarItem = { type: 'doc', id: doc.id, label: doc.label, href: doc.href };
      if (doc.className !== undefined) item.className = doc.className;
      if (doc.customProps !== undefined) item.customProps = doc.customProps;
      ranked.push({ item, position, name: doc.baseName });
    }
    for (const child of dirs) {
      if (parentDir(child) !== dir) continue;
      const meta = metaByDir.get(child);
      const indexDoc = indexDocOf(child);
      const folder = parseNumberPrefix(lastSegment(child));
      const category: SidebarCategory = {
        type: 'category',
        label: meta?.label ?? indexDoc?.label ?? titleCase(folder.name),
        docId: indexDoc?.id,
        href: indexDoc?.href,
        collapsible: meta?.collapsible ?? true,
        collapsed: meta?.collapsed ?? true,
        items: itemsOf(child),
      };
      ranked.push({ item: category, position: meta?.position ?? indexDoc?.position ?? folder.position, name: lastSegment(child) });
    }
    return ranked.sort(byPositionThenName).map((entry) => entry.item);
  };

  return itemsOf('');
}
