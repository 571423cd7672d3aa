import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { Sidebar, SidebarCategory, SidebarItem } from '../../../shared/sidebar';
import { routeKey } from '../../../shared/routes/normalize-path';
import clsx from '../../../shared/clsx';
import { Link } from '../../components/Link';

const containsPath = (item: SidebarItem, key: string): boolean =>
  item.type === 'doc'
    ? routeKey(item.href) === key
    : (item.href !== undefined && routeKey(item.href) === key) || item.items.some((child) => containsPath(child, key));

function Category({ category, activeKey }: { category: SidebarCategory; activeKey: string }) {
  const holdsActive = containsPath(category, activeKey);
  const [collapsed, setCollapsed] = useState(category.collapsible && category.collapsed && !holdsActive);
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive]);
  const isOpen = !category.collapsible || !collapsed;
  const selfActive = category.href !== undefined && routeKey(category.href) === activeKey;
  return (
    <li className={clsx('sidebar-item', 'sidebar-category', !isOpen && 'sidebar-category--collapsed')}>
      <div className="sidebar-category-row">
        {category.href !== undefined ? (
          <Link to={category.href} className={clsx('sidebar-link', selfActive && 'sidebar-link--active')} aria-current={selfActive ? 'page' : undefined}>
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
            onClick={() => setCollapsed((value) => !value)}
          />
        )}
      </div>
      {isOpen && <SidebarItems items={category.items} activeKey={activeKey} />}
    </li>
  );
}

function SidebarItems({ items, activeKey }: { items: readonly SidebarItem[]; activeKey: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item) =>
        item.type === 'doc' ? (
          <li key={item.id} className="sidebar-item">
            <Link
              to={item.href}
              className={clsx('sidebar-link', routeKey(item.href) === activeKey && 'sidebar-link--active')}
              aria-current={routeKey(item.href) === activeKey ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ) : (
          <Category key={item.label} category={item} activeKey={activeKey} />
        ),
      )}
    </ul>
  );
}

/** The tree of a version's docs, with the page being read and its categories open. */
export function DocSidebar({ sidebar }: { sidebar: Sidebar }) {
  const [location] = useLocation();
  return <SidebarItems items={sidebar} activeKey={routeKey(location)} />;
}
