import type { Sidebar, SidebarCategory, SidebarDocLink, SidebarItem } from './sidebar';

export interface NavigationLink {
  id: string;
  label: string;
  href: string;
}

/** The docs of a sidebar in reading order: a category's index doc comes before its children. */
export function readingOrder(sidebar: Sidebar): NavigationLink[] {
  // Links and HTML are no docs of the sidebar: Previous and Next pass them by, as in Docusaurus.
  const visit = (item: SidebarItem): NavigationLink[] =>
    item.type === 'doc'
      ? [{ id: item.id, label: item.label, href: item.href }]
      : item.type === 'category'
        ? [
            ...(item.docId !== undefined && item.href !== undefined
              ? [{ id: item.docId, label: item.label, href: item.href }]
              : []),
            ...item.items.flatMap(visit),
          ]
        : [];
  return sidebar.flatMap(visit);
}

export function previousAndNext(sidebar: Sidebar, docId: string): { previous?: NavigationLink; next?: NavigationLink } {
  const order = readingOrder(sidebar);
  const index = order.findIndex((link) => link.id === docId);
  if (index === -1) return {};
  return { previous: order[index - 1], next: order[index + 1] };
}

/** The categories that lead to a doc, outermost first; empty when the sidebar does not list it. */
export function breadcrumbs(sidebar: Sidebar, docId: string): SidebarCategory[] {
  const search = (items: readonly SidebarItem[], trail: SidebarCategory[]): SidebarCategory[] | undefined => {
    for (const item of items) {
      if (item.type === 'doc') {
        if (item.id === docId) return trail;
        continue;
      }
      if (item.type !== 'category') continue;
      if (item.docId === docId) return [...trail, item];
      const found = search(item.items, [...trail, item]);
      if (found) return found;
    }
    return undefined;
  };
  return search(sidebar, []) ?? [];
}

export function firstLink(sidebar: Sidebar): SidebarDocLink | undefined {
  const first = readingOrder(sidebar)[0];
  return first && { type: 'doc', ...first };
}
