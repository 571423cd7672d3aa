import { categorySchema } from '../../../../schema/content';
import { docRoute, isCategoryIndex } from '../../../../src/node/docs/load-version';
import { parseNumberPrefix, withoutNumberPrefixes } from '../../../../src/node/docs/number-prefix';
import {
  generateItems,
  type SidebarSourceCategory,
  type SidebarSourceDoc,
} from '../../../../src/node/docs/sidebars/generate';
import { createResolveContext, resolveItems, type ResolveContext } from '../../../../src/node/docs/sidebars/resolve';
import type { Sidebar, SidebarItem } from '../../../../src/shared/sidebar';

export interface TestDoc extends SidebarSourceDoc {
  path: string;
}

/** A doc as the loader makes it from its file: "02-Guides/02-Guides.md", "intro" (.md added). */
export function doc(
  file: string,
  fields: { label?: string; position?: number; id?: string; className?: string } = {},
): TestDoc {
  const withExtension = /\.mdx?$/.test(file) ? file : `${file}.md`;
  const slash = withExtension.lastIndexOf('/');
  const dir = slash === -1 ? '' : withExtension.slice(0, slash);
  const source = withExtension.slice(slash + 1);
  const baseName = source.replace(/\.mdx?$/, '');
  const prefix = parseNumberPrefix(baseName);
  const routeDir = withoutNumberPrefixes(dir);
  const baseId = fields.id ?? prefix.name;
  const categoryIndex = isCategoryIndex(baseName, dir);
  return {
    id: routeDir === '' ? baseId : `${routeDir}/${baseId}`,
    dir,
    source,
    categoryIndex,
    label: fields.label ?? baseId,
    position: fields.position ?? prefix.position,
    className: fields.className,
    path: docRoute('/docs', routeDir, baseId, undefined, categoryIndex),
  };
}

export const category = (dir: string, meta: Record<string, unknown>): SidebarSourceCategory => ({
  dir,
  meta: categorySchema.parse(meta),
  fileName: `content/current/${dir}/_category_.yaml`,
});

function context(docs: readonly TestDoc[], hidden: readonly string[] = []): ResolveContext {
  return createResolveContext({
    versionName: 'current',
    versionPath: '/docs',
    docs: new Map(docs.map((entry) => [entry.id, { id: entry.id, label: entry.label, path: entry.path }])),
    hidden: new Set(hidden),
    fileName: 'content/current/sidebars.yaml',
  });
}

/** The sidebar the folders give, as a version without sidebars.yaml has it. */
export function generateSidebar(
  docs: readonly TestDoc[],
  categories: readonly SidebarSourceCategory[] = [],
  dirName = '.',
): Sidebar {
  return resolveItems(generateItems(docs, categories, dirName), context(docs));
}

/** The sidebar as an outline: "label href" and "[category -> link]" lines, indented by depth. */
export function outline(sidebar: Sidebar, depth = 0): string[] {
  const indent = '  '.repeat(depth);
  return sidebar.flatMap((item: SidebarItem) => {
    switch (item.type) {
      case 'doc':
        return [`${indent}${item.label} ${item.href}${item.className ? ` .${item.className}` : ''}`];
      case 'link':
        return [`${indent}link ${item.label} ${item.href}`];
      case 'html':
        return [`${indent}html ${item.value}`];
      default:
        return [
          `${indent}[${item.label}${item.href ? ` -> ${item.href}` : ''}]${item.collapsed ? '' : ' open'}${item.collapsible ? '' : ' fixed'}${item.className ? ` .${item.className}` : ''}`,
          ...outline(item.items, depth + 1),
        ];
    }
  });
}
