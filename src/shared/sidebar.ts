export interface SidebarDocLink {
  type: 'doc';
  id: string;
  label: string;
  href: string;
  /** The page's `sidebar_class_name`, on its entry. */
  className?: string;
  /** The page's `sidebar_custom_props`, kept for components that read the sidebar. */
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's index doc, when it has one. */
  docId: string | undefined;
  href: string | undefined;
  collapsible: boolean;
  collapsed: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarDocLink | SidebarCategory;
export type Sidebar = SidebarItem[];
