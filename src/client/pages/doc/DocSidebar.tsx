import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Sidebar, SidebarCategory, SidebarHtml, SidebarItem, SidebarLink } from '../../../shared/sidebar';
import { holdsPath } from '../../../shared/open-sidebar';
import { isSitePath } from '../../../shared/routes/link-kind';
import { routeKey } from '../../../shared/routes/normalize-path';
import clsx from '../../../shared/clsx';
import { Link } from '../../components/Link';

/** What a closed category whose items the page lacks (`trimmed`) does to get them. */
interface FullSidebar {
  /** Starts loading the full sidebar, on the reader's intent to open a category. */
  prefetch: () => void;
  /** Puts the full sidebar in place of the page's; rejects when it cannot be loaded. */
  load: () => Promise<void>;
}

const FullSidebarContext = createContext<FullSidebar | null>(null);

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
  const full = useContext(FullSidebarContext);
  const holdsActive = holdsPath(category, activeKey);
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
            onMouseEnter={category.trimmed ? full?.prefetch : undefined}
            onFocus={category.trimmed ? full?.prefetch : undefined}
            onClick={() => {
              if (isOpen) {
                setCollapsed(true);
                return;
              }
              const open = () => {
                onOpen(index);
                setCollapsed(false);
              };
              if (category.trimmed && full) {
                full.load().then(open, (error: unknown) => {
                  console.warn(`The items of the category "${category.label}" could not be loaded.`, error);
                });
              } else open();
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

/**
 * The tree of a version's docs, with the page being read and its categories open. A page may
 * carry its sidebar as far as it is open: opening a category whose items it lacks loads the full
 * sidebar (`loadSidebar`) first.
 */
export function DocSidebar({
  sidebar,
  loadSidebar,
  activePath,
  autoCollapseCategories = false,
}: {
  sidebar: Sidebar;
  loadSidebar?: () => Promise<Sidebar>;
  activePath: string;
  autoCollapseCategories?: boolean;
}) {
  // The full sidebar once loaded, for the sidebar it stands for (a new page brings its own).
  const [loaded, setLoaded] = useState<{ of: Sidebar; full: Sidebar }>();
  const shown = loaded?.of === sidebar ? loaded.full : sidebar;
  const load = useCallback(async () => {
    if (loadSidebar === undefined) return;
    const full = await loadSidebar();
    setLoaded({ of: sidebar, full });
  }, [sidebar, loadSidebar]);
  const full = useMemo<FullSidebar | null>(
    () =>
      loadSidebar === undefined
        ? null
        : {
            prefetch: () => void loadSidebar().catch(() => {}),
            load,
          },
    [loadSidebar, load],
  );
  return (
    <FullSidebarContext value={full}>
      <SidebarItems items={shown} activeKey={routeKey(activePath)} autoCollapse={autoCollapseCategories} />
    </FullSidebarContext>
  );
}
