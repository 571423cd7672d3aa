import { useEffect, useState } from 'react';
import type { Sidebar, SidebarCategory, SidebarHtml, SidebarItem, SidebarLink } from '../../../shared/sidebar';
import { isSitePath } from '../../../shared/routes/link-kind';
import { routeKey } from '../../../shared/routes/normalize-path';
import clsx from '../../../shared/clsx';
import { Link } from '../../components/Link';

const containsPath = (item: SidebarItem, key: string): boolean => {
  if (item.type === 'html') return false;
  if (item.type !== 'category') return isSitePath(item.href) && routeKey(item.href) === key;
  return (
    (item.href !== undefined && routeKey(item.href) === key) || item.items.some((child) => containsPath(child, key))
  );
};

/** A link of the sidebar that is no doc of it: a page of the site, or another site in a new tab. */
function LinkItem({ item, activeKey }: { item: SidebarLink; activeKey: string }) {
  const active = isSitePath(item.href) && routeKey(item.href) === activeKey;
  const className = clsx('sidebar-link', active && 'sidebar-link--active');
  return (
    <li className={clsx('sidebar-item', item.className)}>
      {isSitePath(item.href) ? (
        <Link to={item.href} className={className} aria-current={active ? 'page' : undefined}>
          {item.label}
        </Link>
      ) : (
        <Link href={item.href} className={className}>
          {item.label}
        </Link>
      )}
    </li>
  );
}

/** Markup the site owner wrote into the sidebar (`type: html`), as written. */
function HtmlItem({ item }: { item: SidebarHtml }) {
  return (
    <li
      className={clsx('sidebar-item', item.defaultStyle && 'sidebar-html--default', item.className)}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}

interface ListOptions {
  activeKey: string;
  /** Opening a category closes its open siblings (`docs.sidebar.autoCollapseCategories`). */
  autoCollapse: boolean;
}

interface CategoryProps extends ListOptions {
  category: SidebarCategory;
  /** The sibling category the visitor opened last, by its index in the list. */
  openedSibling: number | undefined;
  index: number;
  onOpen: (index: number) => void;
}

function Category({ category, activeKey, autoCollapse, openedSibling, index, onOpen }: CategoryProps) {
  const holdsActive = containsPath(category, activeKey);
  const [collapsed, setCollapsed] = useState(category.collapsible && category.collapsed && !holdsActive);
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive]);
  useEffect(() => {
    if (autoCollapse && category.collapsible && openedSibling !== undefined && openedSibling !== index)
      setCollapsed(true);
  }, [autoCollapse, category.collapsible, openedSibling, index]);
  const isOpen = !category.collapsible || !collapsed;
  const selfActive = category.href !== undefined && routeKey(category.href) === activeKey;
  return (
    <li
      className={clsx('sidebar-item', 'sidebar-category', !isOpen && 'sidebar-category--collapsed', category.className)}
    >
      <div className="sidebar-category-row">
        {category.href !== undefined ? (
          <Link
            to={category.href}
            className={clsx('sidebar-link', selfActive && 'sidebar-link--active')}
            aria-current={selfActive ? 'page' : undefined}
          >
            {category.label}
          </Link>
        ) : (
          <span className="sidebar-link">{category.label}</span>
        )}
        {category.collapsible && (
          <button
            type="button"
            className="sidebar-caret"
            aria-expanded={isOpen}
            aria-label={`${isOpen ? 'Collapse' : 'Expand'} the category ${category.label}`}
            onClick={() => {
              if (!isOpen) onOpen(index);
              setCollapsed(isOpen);
            }}
          />
        )}
      </div>
      {isOpen && <SidebarItems items={category.items} activeKey={activeKey} autoCollapse={autoCollapse} />}
    </li>
  );
}

function SidebarItems({ items, ...options }: ListOptions & { items: readonly SidebarItem[] }) {
  const [openedSibling, setOpenedSibling] = useState<number>();
  const { activeKey } = options;
  return (
    <ul className="sidebar-list">
      {items.map((item, index) =>
        item.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sidebar's links may repeat an address, and its items never reorder.
          <LinkItem key={`${index}-${item.href}`} item={item} activeKey={activeKey} />
        ) : item.type === 'html' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sidebar's HTML items have no identity of their own, and its items never reorder.
          <HtmlItem key={index} item={item} />
        ) : item.type === 'doc' ? (
          <li key={item.id} className={clsx('sidebar-item', item.className)}>
            <Link
              to={item.href}
              className={clsx('sidebar-link', routeKey(item.href) === activeKey && 'sidebar-link--active')}
              aria-current={routeKey(item.href) === activeKey ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ) : (
          <Category
            key={item.label}
            category={item}
            index={index}
            openedSibling={openedSibling}
            onOpen={setOpenedSibling}
            {...options}
          />
        ),
      )}
    </ul>
  );
}

/** The tree of a version's docs, with the page being read and its categories open. */
export function DocSidebar({
  sidebar,
  activePath,
  autoCollapseCategories = false,
}: {
  sidebar: Sidebar;
  activePath: string;
  autoCollapseCategories?: boolean;
}) {
  return <SidebarItems items={sidebar} activeKey={routeKey(activePath)} autoCollapse={autoCollapseCategories} />;
}
