import { isSitePath } from './routes/link-kind';
import { routeKey } from './routes/normalize-path';
import type { Sidebar, SidebarItem } from './sidebar';

/** Whether the item is the page at `key` or a category that holds it, however deep. */
export function holdsPath(item: SidebarItem, key: string): boolean {
  if (item.type === 'html') return false;
  if (item.type !== 'category') return isSitePath(item.href) && routeKey(item.href) === key;
  return (item.href !== undefined && routeKey(item.href) === key) || item.items.some((child) => holdsPath(child, key));
}

/**
 * The sidebar as the page at `route` shows it before the reader opens anything: every category
 * that starts closed there (collapsible, collapsed and not on the way to the page) keeps its row
 * and loses its items, so that what a page carries grows with what it shows, not with the
 * version's number of docs.
 */
export function openSidebar(sidebar: Sidebar, route: string): Sidebar {
  const key = routeKey(route);
  const open = (items: readonly SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type !== 'category') return item;
      if (item.collapsible && item.collapsed && !holdsPath(item, key))
        return item.items.length === 0 ? item : { ...item, items: [], trimmed: true };
      return { ...item, items: open(item.items) };
    });
  return open(sidebar);
}

/** Whether some category of the sidebar lost its items to openSidebar. */
export const isTrimmed = (sidebar: Sidebar): boolean =>
  sidebar.some((item) => item.type === 'category' && (item.trimmed === true || isTrimmed(item.items)));
