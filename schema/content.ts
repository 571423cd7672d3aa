import { z } from 'zod';

// Docusaurus reads front matter leniently: a number where text is expected is that text
// (`tags: [2021]`), and a numeric string where a number is expected is that number
// (`sidebar_position: "1.5"`). Pages moved from there keep working as written.
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const text = z.preprocess(asText, z.string());
// Docusaurus refuses an empty string wherever text is expected, except in `title`,
// `description` and `custom_edit_url`, where empty means "none".
const filledText = z.preprocess(asText, z.string().min(1));
const number = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value,
  z.number(),
);
const flag = z.preprocess(
  (value) => (typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value),
  z.boolean(),
);
// A URL, or a path of the site (the page's folder for a relative one), as Docusaurus's URISchema.
const uri = text.refine((value) => value.trim() !== '' && !/\s/.test(value.trim()), {
  error: 'must be a URL or a path',
});
const docReference = text.refine((value) => value.trim() !== '', { error: 'must be a doc id' });
const headingLevel = number.refine((value) => Number.isInteger(value) && value >= 2 && value <= 6, {
  error: 'must be a heading level from 2 to 6',
});

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
    // Docusaurus takes any id but one with a slash, which would name another folder.
    id: filledText
      .refine((value) => !value.includes('/'), { error: 'must not contain "/"' })
      .optional()
      .describe('Last part of the doc id, and of its route when it has no slug; the file name by default.'),
    title: text
      .optional()
      .describe(
        'Title of the page: its <h1> and the first part of the browser title; the page\'s first "#" heading by default; empty for none.',
      ),
    hide_title: flag
      .optional()
      .describe('Leaves out the title above the page (it still names the page in the browser and the sidebar).'),
    sidebar_label: filledText.optional().describe('Shorter label in the sidebar; the title by default.'),
    sidebar_position: number.optional().describe('Order inside its folder; lower comes first, then by file name.'),
    sidebar_class_name: filledText.optional().describe("A class on the page's sidebar entry."),
    sidebar_custom_props: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Data kept on the page's sidebar entry (as data-* attributes of its link)."),
    sidebar_key: filledText.optional().describe('A key that tells apart sidebar entries with the same label.'),
    displayed_sidebar: filledText
      .nullable()
      .optional()
      .describe("The sidebar shown beside the page: the version's own, or null for none."),
    slug: filledText
      .optional()
      .describe('Route of the page inside its version: "/x" from the version path, "x" from the page\'s folder.'),
    description: text
      .optional()
      .describe(
        'Summary for search engines, link previews and the category cards; the first line of the body by default; empty for none.',
      ),
    keywords: z
      .array(filledText)
      .refine((list) => list.length > 0, { error: 'needs at least one keyword' })
      .optional()
      .describe("Words for the page's keywords meta tag."),
    image: uri.optional().describe('The card a shared link to the page shows: a URL, or a path of the site.'),
    tags: z
      .array(z.union([filledText, z.strictObject({ label: filledText, permalink: filledText })]))
      .optional()
      .describe('Tags of the page, each listed on the tags page of its version.'),
    draft: flag.default(false).describe('Drafts are left out of the production build.'),
    unlisted: flag
      .optional()
      .describe('Built and reachable by its URL, but left out of the sidebar, search, the sitemap and search engines.'),
    hide_table_of_contents: flag.default(false),
    toc_min_heading_level: headingLevel
      .optional()
      .describe("Smallest heading level in the page's table of contents; site.yaml's by default."),
    toc_max_heading_level: headingLevel
      .optional()
      .describe("Largest heading level in the page's table of contents; site.yaml's by default."),
    pagination_label: filledText.optional().describe("The page's label in the Previous and Next links of other pages."),
    pagination_prev: docReference
      .nullable()
      .optional()
      .describe('Doc id the Previous link leads to, or null for none.'),
    pagination_next: docReference.nullable().optional().describe('Doc id the Next link leads to, or null for none.'),
    custom_edit_url: z
      .union([uri, z.literal(''), z.null()])
      .optional()
      .describe('Where "Edit this page" leads, instead of docs.editUrl; empty or null for no link.'),
    last_update: z
      .strictObject({ author: filledText.optional(), date: z.union([z.date(), text]).optional() })
      .refine((value) => value.author !== undefined || value.date !== undefined, {
        error: 'needs an author, a date or both',
      })
      .refine((value) => value.date === undefined || !Number.isNaN(new Date(value.date).getTime()), {
        error: 'must be a date such as 2024-03-01',
        path: ['date'],
      })
      .optional()
      .describe('The "Last updated" of the page, instead of the one git gives.'),
    parse_number_prefixes: flag
      .optional()
      .describe(
        'false keeps the number prefix of the file name ("01-intro.md") in its id and route, and out of its position.',
      ),
    examples: z
      .string()
      .min(1)
      .optional()
      .describe(
        "Name of the example set (site.yaml `examples.sets`) the page's Scala blocks compile against; by default the set whose folder holds the page.",
      ),
    layout: z.unknown().optional().describe(`No effect: ${IGNORED_FRONT_MATTER_KEYS.layout}.`),
    original_id: z.unknown().optional().describe(`No effect: ${IGNORED_FRONT_MATTER_KEYS.original_id}.`),
  })
  .refine((value) => !(value.draft && value.unlisted), {
    error: 'a page cannot be both a draft and unlisted',
    path: ['unlisted'],
  })
  .refine(
    (value) =>
      value.toc_min_heading_level === undefined ||
      value.toc_max_heading_level === undefined ||
      value.toc_min_heading_level <= value.toc_max_heading_level,
    { error: 'must not be above toc_max_heading_level', path: ['toc_min_heading_level'] },
  );

/**
 * Front matter of a standalone page under content/pages/, as Docusaurus's pages plugin reads it:
 * the doc keys that apply to a page outside the docs, and `wrapperClassName`. As there, a key
 * that means nothing to a page is accepted and does nothing.
 */
const docKey = frontMatterSchema.shape;
export const pageFrontMatterSchema = z
  .object({
    title: docKey.title.describe(
      'Title of the page in the browser and in search; the page\'s first "#" heading by default; empty for none.',
    ),
    description: docKey.description.describe(
      'Summary for search engines and link previews; the first line of the body by default; empty for none.',
    ),
    keywords: docKey.keywords,
    image: docKey.image,
    slug: filledText
      .optional()
      .describe('Route of the page from the site\'s root ("/about"), instead of the one its file path gives.'),
    wrapperClassName: filledText.optional().describe("A class on the page's outer element, for the site's CSS."),
    hide_table_of_contents: docKey.hide_table_of_contents,
    toc_min_heading_level: docKey.toc_min_heading_level,
    toc_max_heading_level: docKey.toc_max_heading_level,
    draft: docKey.draft.describe('Drafts are left out of the production build.'),
    unlisted: flag
      .optional()
      .describe('Built and reachable by its URL, but left out of search, the sitemap and search engines.'),
    last_update: docKey.last_update,
  })
  .refine((value) => !(value.draft && value.unlisted), {
    error: 'a page cannot be both a draft and unlisted',
    path: ['unlisted'],
  })
  .refine(
    (value) =>
      value.toc_min_heading_level === undefined ||
      value.toc_max_heading_level === undefined ||
      value.toc_min_heading_level <= value.toc_max_heading_level,
    { error: 'must not be above toc_max_heading_level', path: ['toc_min_heading_level'] },
  );
export type PageFrontMatter = z.output<typeof pageFrontMatterSchema>;

const className = filledText.describe('A class on the sidebar entry.');
const customProps = z.record(z.string(), z.unknown()).describe('Data kept on the sidebar entry.');
const itemKey = filledText.describe('A key that tells apart sidebar entries with the same label.');

/** A category's link, as Docusaurus's: the doc its label opens, or a page listing its entries. */
// The type is checked first, so a misspelled one hears of both types rather than of one form's fields.
const categoryLinkSchema = z.looseObject({ type: z.enum(['doc', 'generated-index']) }).pipe(
  z.union([
    z.strictObject({
      type: z.literal('doc'),
      id: filledText.describe("Doc id, relative to the version (or to the category's folder)."),
    }),
    z.strictObject({
      type: z.literal('generated-index'),
      title: filledText.optional().describe("Title of the page; the category's label by default."),
      description: text.optional().describe("Shown under the title, and the page's description."),
      slug: filledText.optional().describe('Route of the page inside its version; /category/<label> by default.'),
      keywords: z
        .union([filledText, z.array(filledText)])
        .optional()
        .describe("Words for the page's keywords meta tag."),
      image: uri.optional().describe('The card a shared link to the page shows.'),
    }),
  ]),
);

/** `_category_.json`, `_category_.yml` or `_category_.yaml`: how a folder appears in the sidebar, as in Docusaurus. */
export const categorySchema = z.strictObject({
  label: filledText
    .optional()
    .describe(
      "Label of the category in the sidebar and breadcrumbs; its linked doc's label, else the folder name, by default.",
    ),
  position: number.optional().describe('Order among its siblings.'),
  collapsible: flag.optional().describe('Whether the category can be opened and closed; true by default.'),
  collapsed: flag
    .optional()
    .describe('Whether the category starts closed (it opens when it holds the active page); true by default.'),
  className: className.optional(),
  customProps: customProps.optional(),
  key: itemKey.optional(),
  description: text.optional().describe("Text of the category's card in a list of cards."),
  link: categoryLinkSchema
    .nullable()
    .optional()
    .describe(
      "What the category label opens: a doc, a generated index of its entries, or null for nothing; the folder's index doc by default.",
    ),
});

/**
 * The item forms of a hand-written sidebar (content/<version>/sidebars.yaml), as Docusaurus's
 * sidebars.js writes them. Strings and category shorthands are read before these.
 */
const itemBase = { className: className.optional(), customProps: customProps.optional(), key: itemKey.optional() };
export const sidebarItemSchemas = {
  doc: z.strictObject({
    type: z.literal('doc'),
    id: filledText,
    label: filledText.optional(),
    translatable: flag.optional(),
    ...itemBase,
  }),
  ref: z.strictObject({
    type: z.literal('ref'),
    id: filledText,
    label: filledText.optional(),
    translatable: flag.optional(),
    ...itemBase,
  }),
  link: z.strictObject({
    type: z.literal('link'),
    href: uri,
    label: filledText,
    autoAddBaseUrl: flag.optional(),
    description: text.optional(),
    ...itemBase,
  }),
  html: z.strictObject({ type: z.literal('html'), value: filledText, defaultStyle: flag.optional(), ...itemBase }),
  autogenerated: z.strictObject({
    type: z.literal('autogenerated'),
    dirName: filledText.refine((value) => value === '.' || /^[^/](?:.*[^/])?$/.test(value), {
      error: 'must be a folder of the version, without a leading or trailing "/"',
    }),
    ...itemBase,
  }),
  category: z.strictObject({
    type: z.literal('category'),
    label: filledText,
    // Read item by item after this schema (src/node/docs/sidebars/sidebars-file.ts).
    items: z.custom<unknown>((value) => value !== undefined, { error: 'needs its items, a list of sidebar items' }),
    link: categoryLinkSchema.nullable().optional(),
    collapsed: flag.optional(),
    collapsible: flag.optional(),
    description: text.optional(),
    ...itemBase,
  }),
} as const;

export type CategoryLink = z.output<typeof categoryLinkSchema>;

export type FrontMatter = z.output<typeof frontMatterSchema>;
export type CategoryMeta = z.output<typeof categorySchema>;
