interface SidebarEntry {
  /** A class on the entry (`className`, a page's `sidebar_class_name`). */
  className?: string;
  /** Data kept for components that read the sidebar (`customProps`, `sidebar_custom_props`). */
  customProps?: Record<string, unknown>;
}

export interface SidebarDocLink extends SidebarEntry {
  type: 'doc';
  id: string;
  label: string;
  href: string;
}

/** A link that is no doc of the sidebar: a URL, a route of the site, or a doc named by `ref`. */
export interface SidebarLink extends SidebarEntry {
  type: 'link';
  label: string;
  href: string;
  /** Text of its card in a list of cards. */
  description?: string;
}

/** Markup written into the sidebar as it is (`type: html`). */
export interface SidebarHtml extends SidebarEntry {
  type: 'html';
  value: string;
  /** Whether it gets the padding and font of the other entries. */
  defaultStyle?: boolean;
}

export interface SidebarCategory extends SidebarEntry {
  type: 'category';
  label: string;
  /** The page the category's label opens (its index doc or generated index), when it has one. */
  docId: string | undefined;
  href: string | undefined;
  collapsible: boolean;
  collapsed: boolean;
  /** Text of its card in a list of cards. */
  description?: string;
  items: SidebarItem[];
  /**
   * Set on a page's sidebar when the category is closed there and its items were left out (see
   * open-sidebar.ts): opening it loads the full sidebar.
   */
  trimmed?: true;
}

export type SidebarItem = SidebarDocLink | SidebarLink | SidebarHtml | SidebarCategory;
export type Sidebar = SidebarItem[];
