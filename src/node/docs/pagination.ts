import type { NavigationLink } from '../../shared/sidebar-navigation';
import { previousAndNext } from '../../shared/sidebar-navigation';
import type { Sidebar } from '../../shared/sidebar';
import type { SourceDoc } from './source-doc';

/**
 * The Previous and Next links of a page: its neighbours in the sidebar's reading order, unless
 * its front matter names others (`pagination_prev`, `pagination_next`, by doc id) or none (null).
 * Every link is labelled with its page's `pagination_label`, else its sidebar label.
 */
export function pagination(
  sidebar: Sidebar,
  docs: readonly SourceDoc[],
): (doc: SourceDoc) => { previous?: NavigationLink; next?: NavigationLink } {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const labelled = (link: NavigationLink | undefined): NavigationLink | undefined => {
    const label = link === undefined ? undefined : byId.get(link.id)?.frontMatter.pagination_label;
    return link === undefined || label === undefined ? link : { ...link, label };
  };
  const linkTo = (id: string): NavigationLink | undefined => {
    const target = byId.get(id);
    if (target === undefined) return undefined;
    return {
      id,
      label: target.frontMatter.pagination_label ?? target.frontMatter.sidebar_label ?? target.name,
      href: target.path,
    };
  };
  const chosen = (written: string | null | undefined, computed: NavigationLink | undefined) =>
    written === null ? undefined : written === undefined ? labelled(computed) : linkTo(written);
  return (doc) => {
    const { previous, next } = previousAndNext(sidebar, doc.id);
    return {
      previous: chosen(doc.frontMatter.pagination_prev, previous),
      next: chosen(doc.frontMatter.pagination_next, next),
    };
  };
}
