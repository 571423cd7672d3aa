import type { CategoryLink } from '../../../../schema/content';
import type { ConfigProblem } from '../../../../schema/config-error';
import type { ConfigPath } from '../../../../schema/locate';
import { isSitePath } from '../../../shared/routes/link-kind';
import type { Sidebar, SidebarCategory, SidebarItem } from '../../../shared/sidebar';
import { githubSlug, routeSlug, Slugger } from '../../markdown/slugger';
import type { ProcessedItem } from './items';

/** What a sidebar needs of a doc: its label and route. */
interface ResolvableDoc {
  id: string;
  label: string;
  path: string;
}

/** A category's `generated-index` link: the page that lists the category's entries. */
export interface GeneratedIndex {
  id: string;
  path: string;
  title: string;
  /** The category's label, what names the page where a short name is wanted. */
  label: string;
  description: string | undefined;
  keywords: string[] | undefined;
  image: string | undefined;
  /** The file whose category asked for it, for messages. */
  fileName: string;
  /** Its route in Docusaurus, whose default slug keeps letters of every script. */
  docusaurusPath: string;
}

export interface ResolveContext {
  versionName: string;
  versionPath: string;
  docs: ReadonlyMap<string, ResolvableDoc>;
  /** Docs that exist but no sidebar shows: drafts left out of the build, unlisted pages. */
  hidden: ReadonlySet<string>;
  /** One per version, so two categories with the same label get two pages. */
  categorySlugger: Slugger;
  docusaurusSlugger: Slugger;
  /** Generated index pages by route, shared by the version's sidebars. */
  generatedIndexes: Map<string, GeneratedIndex>;
  /** The file the items come from, for the generated pages' messages. */
  fileName: string;
  problems: ConfigProblem[];
  /** Links to pages of the site written in sidebars.yaml, checked once every route is known. */
  siteLinks: { href: string; at: ConfigPath }[];
}

const GENERATED_INDEX_ID_PREFIX = '_generated-index';

export const createResolveContext = (
  base: Omit<ResolveContext, 'categorySlugger' | 'docusaurusSlugger' | 'generatedIndexes' | 'problems' | 'siteLinks'>,
): ResolveContext => ({
  ...base,
  categorySlugger: new Slugger(routeSlug),
  docusaurusSlugger: new Slugger(),
  generatedIndexes: new Map(),
  problems: [],
  siteLinks: [],
});

/** The ids a sidebar lists as its own, in order (doc items and category doc links, not refs). */
export function listedDocIds(items: readonly ProcessedItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.id];
    if (item.type !== 'category') return [];
    return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...listedDocIds(item.items)];
  });
}

/**
 * Docusaurus's sidebar postProcessor, with routes: doc ids become links (an unknown id is a
 * problem at its line), drafts and unlisted pages drop out, a category without entries becomes a
 * link to its doc or disappears, and a generated-index link becomes a page of its own.
 */
export function resolveItems(items: readonly ProcessedItem[], context: ResolveContext): Sidebar {
  return items.flatMap((item) => resolveItem(item, context));
}

function known(
  id: string,
  at: ProcessedItem['at'],
  context: ResolveContext,
  path: readonly (string | number)[] = ['id'],
): ResolvableDoc | undefined {
  const doc = context.docs.get(id);
  if (doc === undefined && !context.hidden.has(id) && at !== undefined) {
    context.problems.push({
      path: [...at, ...path],
      message: `no doc of version "${context.versionName}" has the id "${id}".`,
    });
  }
  return doc;
}

const entry = (item: ProcessedItem) => ({
  ...(item.className !== undefined && { className: item.className }),
  ...(item.customProps !== undefined && { customProps: item.customProps }),
});

function resolveItem(item: ProcessedItem, context: ResolveContext): SidebarItem[] {
  switch (item.type) {
    case 'doc': {
      const doc = known(item.id, item.idAt ?? item.at, context, item.idAt ? [] : ['id']);
      if (doc === undefined || context.hidden.has(item.id)) return [];
      return [{ type: 'doc', id: doc.id, label: item.label ?? doc.label, href: doc.path, ...entry(item) }];
    }
    case 'ref': {
      // A ref links to a doc without making the sidebar that doc's own.
      const doc = known(item.id, item.at, context);
      if (doc === undefined || context.hidden.has(item.id)) return [];
      return [{ type: 'link', label: item.label ?? doc.label, href: doc.path, ...entry(item) }];
    }
    case 'link':
      if (isSitePath(item.href) && item.at !== undefined)
        context.siteLinks.push({ href: item.href, at: [...item.at, 'href'] });
      return [
        {
          type: 'link',
          label: item.label,
          href: item.href,
          ...(item.description !== undefined && { description: item.description }),
          ...entry(item),
        },
      ];
    case 'html':
      return [
        {
          type: 'html',
          value: item.value,
          ...(item.defaultStyle !== undefined && { defaultStyle: item.defaultStyle }),
          ...entry(item),
        },
      ];
    case 'category':
      return resolveCategory(item, context);
  }
}

function resolveCategory(item: Extract<ProcessedItem, { type: 'category' }>, context: ResolveContext): SidebarItem[] {
  if (item.items.length === 0 && !item.link) {
    if (item.at !== undefined)
      context.problems.push({
        path: item.at,
        message: `category "${item.label}" has neither items nor a link, so it leads nowhere; give it items or a link.`,
      });
    return [];
  }
  const items = resolveItems(item.items, context);
  const target = linkTarget(item, context);
  if (items.length === 0) {
    // Docusaurus shows a category without entries as a link to its doc, and no empty index page.
    if (target === undefined || item.link?.type !== 'doc') return [];
    return [{ type: 'doc', id: target.id, label: item.label, href: target.path, ...entry(item) }];
  }
  const collapsible = item.collapsible ?? true;
  const category: SidebarCategory = {
    type: 'category',
    label: item.label,
    docId: target?.id,
    href: target?.path,
    collapsible,
    // A category that cannot be closed is open.
    collapsed: collapsible ? (item.collapsed ?? true) : false,
    ...(item.description !== undefined && { description: item.description }),
    ...entry(item),
    items,
  };
  return [category];
}

function linkTarget(
  item: Extract<ProcessedItem, { type: 'category' }>,
  context: ResolveContext,
): { id: string; path: string } | undefined {
  const link: CategoryLink | null | undefined = item.link;
  if (!link) return undefined;
  if (link.type === 'doc') {
    const doc = known(link.id, item.at, context, ['link', 'id']);
    return doc === undefined || context.hidden.has(link.id) ? undefined : doc;
  }
  const slug = link.slug ?? `/category/${context.categorySlugger.slug(item.label)}`;
  const root = context.versionPath.replace(/\/+$/, '');
  const path = `${root}${slug.startsWith('/') ? slug : `/${slug}`}`;
  const docusaurusSlug = link.slug ?? `/category/${context.docusaurusSlugger.unique(githubSlug(item.label))}`;
  const existing = context.generatedIndexes.get(path);
  if (existing) return existing;
  const page: GeneratedIndex = {
    id: `${GENERATED_INDEX_ID_PREFIX}${path.slice(root.length)}`,
    path,
    title: link.title ?? item.label,
    label: item.label,
    description: link.description,
    keywords: link.keywords === undefined ? undefined : [link.keywords].flat(),
    image: link.image,
    fileName: item.linkFile ?? context.fileName,
    docusaurusPath: `${root}${docusaurusSlug.startsWith('/') ? docusaurusSlug : `/${docusaurusSlug}`}`,
  };
  context.generatedIndexes.set(path, page);
  return page;
}
