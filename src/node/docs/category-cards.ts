import type { DocCard } from '../markdown';
import type { Sidebar, SidebarCategory, SidebarItem } from '../../shared/sidebar';
import { readingOrder } from '../../shared/sidebar-navigation';
import { plural } from '../../shared/text/plural';

/**
 * The entries of the sidebar category `docId` opens, as `<DocCardList />` shows them: a page with
 * its description, a category with its count of entries. Undefined when the doc opens no category.
 */
export function categoryCards(
  sidebar: Sidebar,
  docId: string,
  descriptionOf: (docId: string) => string | undefined,
): DocCard[] | undefined {
  const category = findCategory(sidebar, docId);
  if (category === undefined) return undefined;
  return category.items.flatMap((item): DocCard[] => {
    if (item.type === 'doc')
      return [{ kind: 'doc', href: item.href, title: item.label, description: descriptionOf(item.id) }];
    if (item.type === 'link')
      return [{ kind: 'doc', href: item.href, title: item.label, description: item.description }];
    if (item.type === 'html') return [];
    const href = item.href ?? readingOrder(item.items)[0]?.href;
    if (href === undefined) return [];
    const count = item.items.length;
    return [
      {
        kind: 'category',
        href,
        title: item.label,
        description: item.description ?? plural(count, 'item'),
      },
    ];
  });
}

function findCategory(items: readonly SidebarItem[], docId: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.docId === docId) return item;
    const found = findCategory(item.items, docId);
    if (found) return found;
  }
  return undefined;
}
