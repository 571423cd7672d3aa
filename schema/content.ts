import { z } from 'zod';

/** Front matter of a page under content/. */
export const frontMatterSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, { error: 'must be lower-case letters, digits, ".", "_" or "-"' }).optional()
    .describe('Last part of the doc id; the file name by default.'),
  title: z.string().min(1).describe('Title of the page: its <h1> and the first part of the browser title.'),
  sidebar_label: z.string().min(1).optional().describe('Shorter label in the sidebar; the title by default.'),
  sidebar_position: z.number().optional().describe('Order inside its folder; lower comes first, then by file name.'),
  slug: z.string().regex(/^\//, { error: 'must be a path starting with "/", relative to the version path' }).optional()
    .describe('Route of the page inside its version, instead of the one its file path gives.'),
  description: z.string().min(1).optional().describe('Summary for search engines and link previews.'),
  draft: z.boolean().default(false).describe('Drafts are left out of the production build.'),
  hide_table_of_contents: z.boolean().default(false),
  examples: z.string().min(1).optional()
    .describe('Name of the example set (site.yaml `examples.sets`) the page\'s Scala blocks compile against; by default the set whose folder holds the page.'),
});

/** `_category_.yaml`: how a folder appears in the sidebar. */
export const categorySchema = z.strictObject({
  label: z.string().min(1).describe('Label of the category in the sidebar and breadcrumbs.'),
  position: z.number().optional().describe('Order among its siblings.'),
  collapsible: z.boolean().default(true),
  collapsed: z.boolean().default(true).describe('Whether the category starts closed (it opens when it holds the active page).'),
  link: z
    .strictObject({ type: z.literal('doc'), id: z.string().min(1).describe('Doc id, relative to the version.') })
    .optional()
    .describe('The doc the category label opens; the folder\'s index.md by default.'),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;
export type CategoryMeta = z.output<typeof categorySchema>;
