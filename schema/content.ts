import { z } from 'zod';

// Docusaurus reads front matter leniently: a number where text is expected is that text
// (`tags: [2021]`), and a numeric string where a number is expected is that number
// (`sidebar_position: "1.5"`). Pages moved from there keep working as written.
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const text = z.preprocess(asText, z.string());
// Docusaurus refuses an empty string wherever text is expected, except in `title`,
// `description` and `custom_edit_url`, where empty means "none".
const filledText = z.preprocess(asText, z.string().min(1));
const number = z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value), z.number());
const flag = z.preprocess((value) => (typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value), z.boolean());
// A URL, or a path of the site (the page's folder for a relative one), as Docusaurus's URISchema.
const uri = text.refine((value) => value.trim() !== '' && !/\s/.test(value.trim()), { error: 'must be a URL or a path' });
const docReference = text.refine((value) => value.trim() !== '', { error: 'must be a doc id' });
const headingLevel = number.refine((value) => Number.isInteger(value) && value >= 2 && value <= 6, { error: 'must be a heading level from 2 to 6' });

/**
 * Keys some Docusaurus version documented for docs and Docusaurus 3 ignores: a page may keep
 * them, and the build warns that they do nothing.
 */
export const IGNORED_FRONT_MATTER_KEYS = {
  layout: 'a Docusaurus 1 field',
  original_id: 'a Docusaurus 1 field',
} as const;

/** Front matter of a page under content/: Docusaurus's doc front matter, plus `examples`. */
export const frontMatterSchema = z
  .strictObject({
    id: z.preprocess(asText, z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, { error: 'must be lower-case letters, digits, ".", "_" or "-"' })).optional()
      .describe('Last part of the doc id; the file name by default.'),
    title: text.optional().describe('Title of the page: its <h1> and the first part of the browser title; the page\'s first "#" heading by default; empty for none.'),
    hide_title: flag.optional().describe('Leaves out the title above the page (it still names the page in the browser and the sidebar).'),
    sidebar_label: filledText.optional().describe('Shorter label in the sidebar; the title by default.'),
    sidebar_position: number.optional().describe('Order inside its folder; lower comes first, then by file name.'),
    sidebar_class_name: filledText.optional().describe('A class on the page\'s sidebar entry.'),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional().describe('Data kept on the page\'s sidebar entry (as data-* attributes of its link).'),
    sidebar_key: filledText.optional().describe('A key that tells apart sidebar entries with the same label.'),
    displayed_sidebar: filledText.nullable().optional().describe('The sidebar shown beside the page: the version\'s own, or null for none.'),
    slug: filledText.optional().describe('Route of the page inside its version: "/x" from the version path, "x" from the page\'s folder.'),
    description: text.optional().describe('Summary for search engines, link previews and the category cards; the first line of the body by default; empty for none.'),
    keywords: z.array(filledText).refine((list) => list.length > 0, { error: 'needs at least one keyword' }).optional().describe('Words for the page\'s keywords meta tag.'),
    image: uri.optional().describe('The card a shared link to the page shows: a URL, or a path of the site.'),
    tags: z.array(z.union([filledText, z.strictObject({ label: filledText, permalink: filledText })])).optional()
      .describe('Tags of the page, each listed on the tags page of its version.'),
    draft: flag.default(false).describe('Drafts are left out of the production build.'),
    unlisted: flag.optional().describe('Built and reachable by its URL, but left out of the sidebar, search, the sitemap and search engines.'),
    hide_table_of_contents: flag.default(false),
    toc_min_heading_level: headingLevel.optional().describe('Smallest heading level in the page\'s table of contents; site.yaml\'s by default.'),
    toc_max_heading_level: headingLevel.optional().describe('Largest heading level in the page\'s table of contents; site.yaml\'s by default.'),
    pagination_label: filledText.optional().describe('The page\'s label in the Previous and Next links of other pages.'),
    pagination_prev: docReference.nullable().optional().describe('Doc id the Previous link leads to, or null for none.'),
    pagination_next: docReference.nullable().optional().describe('Doc id the Next link leads to, or null for none.'),
    custom_edit_url: z.union([uri, z.literal(''), z.null()]).optional().describe('Where "Edit this page" leads, instead of docs.editUrl; empty or null for no link.'),
    last_update: z
      .strictObject({ author: filledText.optional(), date: z.union([z.date(), text]).optional() })
      .refine((value) => value.author !== undefined || value.date !== undefined, { error: 'needs an author, a date or both' })
      .refine((value) => value.date === undefined || !Number.isNaN(new Date(value.date).getTime()), { error: 'must be a date such as 2024-03-01', path: ['date'] })
      .optional()
      .describe('The "Last updated" of the page, instead of the one git gives.'),
    parse_number_prefixes: flag.optional().describe('false keeps the number prefix of the file name ("01-intro.md") in its id and route, and out of its position.'),
    examples: z.string().min(1).optional()
      .describe('Name of the example set (site.yaml `examples.sets`) the page\'s Scala blocks compile against; by default the set whose folder holds the page.'),
    layout: z.unknown().optional().describe(`No effect: ${IGNORED_FRONT_MATTER_KEYS.layout}.`),
    original_id: z.unknown().optional().describe(`No effect: ${IGNORED_FRONT_MATTER_KEYS.original_id}.`),
  })
  .refine((value) => !(value.draft && value.unlisted), { error: 'a page cannot be both a draft and unlisted', path: ['unlisted'] })
  .refine(
    (value) => value.toc_min_heading_level === undefined || value.toc_max_heading_level === undefined || value.toc_min_heading_level <= value.toc_max_heading_level,
    { error: 'must not be above toc_max_heading_level', path: ['toc_min_heading_level'] },
  );

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
