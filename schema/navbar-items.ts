import { z } from 'zod';
import { linkAttributes, linkUrl, sitePath } from './links';

export const navbarItemPosition = z
  .enum(['left', 'right'])
  .default('right')
  .describe('Side of the navbar. An item without a position sits on the right.');
export const navbarItemClassName = z.string().optional().describe('Extra CSS class on the item.');
function isRegularExpression(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** Fields of a link that sits inside a dropdown as well as on the bar. */
const linkFields = {
  type: z.literal('link'),
  label: z.string().min(1).optional().describe('Text of the link; may be left out when "html" or "aria-label" is given.'),
  html: z.string().min(1).optional().describe('HTML in place of the label, such as an icon, rendered as written.'),
  to: sitePath.optional().describe('Page of the site, from its root: "/docs/".'),
  href: linkUrl.optional().describe('Address loaded as a whole page: an http(s) URL (opens in a new tab), a mailto: address, or a path of a file of the site.'),
  activeBasePath: sitePath.optional().describe('The link is active on every path under this one.'),
  activeBaseRegex: z
    .string()
    .refine(isRegularExpression, { error: 'is not a valid regular expression' })
    .optional()
    .describe('The link is active on every path this matches (a JavaScript regular expression).'),
  ...linkAttributes,
  className: navbarItemClassName,
};

interface LinkContent {
  to?: string | undefined;
  href?: string | undefined;
  label?: string | undefined;
  html?: string | undefined;
  'aria-label'?: string | undefined;
}

/** What a link needs besides the shape of its fields: one target, and a name a visitor can perceive. */
function checkLinkContent<Link extends LinkContent>(link: Link, context: z.core.$RefinementCtx<Link>) {
  if ((link.to === undefined) === (link.href === undefined)) {
    context.addIssue({ code: 'custom', path: ['to'], input: link.to, message: 'needs exactly one of "to" or "href"' });
  }
  checkLabelAndHtml(link, context);
  if (link.label === undefined && link.html === undefined && link['aria-label'] === undefined) {
    context.addIssue({ code: 'custom', path: ['label'], input: undefined, message: 'needs a "label", or "html" or "aria-label" for a link without text' });
  }
}

function checkLabelAndHtml<Item extends { label?: string | undefined; html?: string | undefined }>(item: Item, context: z.core.$RefinementCtx<Item>) {
  if (item.label !== undefined && item.html !== undefined) {
    context.addIssue({ code: 'custom', path: ['html'], input: item.html, message: 'replaces the label, so "label" and "html" cannot both be given; keep one' });
  }
}

export const linkItemSchema = z
  .strictObject({ position: navbarItemPosition, ...linkFields })
  .superRefine(checkLinkContent)
  .describe('A plain link.');
export const linkEntrySchema = z.strictObject(linkFields).superRefine(checkLinkContent);

export const htmlItemSchema = z
  .strictObject({
    type: z.literal('html'),
    position: navbarItemPosition,
    value: z.string().min(1).describe('Raw HTML to insert.'),
    className: navbarItemClassName,
  })
  .describe('Raw HTML, trusted as written.');
export const htmlEntrySchema = htmlItemSchema.omit({ position: true });

const docFields = {
  label: z.string().min(1).optional().describe('Text of the link; the doc\'s sidebar label by default.'),
  docsPluginId: z.string().min(1).default('default'),
  ...linkAttributes,
  className: navbarItemClassName,
};
const docItemFields = {
  type: z.literal('doc'),
  docId: z.string().min(1).describe('Id of the doc.'),
  ...docFields,
  html: z.string().min(1).optional().describe('HTML in place of the label, rendered as written.'),
};
export const docItemSchema = z
  .strictObject({ position: navbarItemPosition, ...docItemFields })
  .superRefine(checkLabelAndHtml)
  .describe('A link to a doc, in the version the visitor prefers.');
export const docEntrySchema = z.strictObject(docItemFields).superRefine(checkLabelAndHtml);

export const docSidebarItemSchema = z
  .strictObject({
    type: z.literal('docSidebar'),
    position: navbarItemPosition,
    sidebarId: z.string().min(1).describe('Sidebar whose first link this item opens.'),
    ...docFields,
    label: z.string().min(1).describe('Text of the link.'),
  })
  .describe('A link to the first doc of a sidebar, in the version the visitor prefers.');
export const docSidebarEntrySchema = docSidebarItemSchema.omit({ position: true });

export const docsVersionItemSchema = z
  .strictObject({
    type: z.literal('docsVersion'),
    position: navbarItemPosition,
    version: z.string().min(1).optional().describe('Version name; the current version by default.'),
    label: z.string().min(1).optional().describe('Text of the link; the version label by default.'),
    docsPluginId: z.string().min(1).default('default'),
    ...linkAttributes,
    className: navbarItemClassName,
  })
  .describe('A link to the main doc of a version.');
export const docsVersionEntrySchema = docsVersionItemSchema.omit({ position: true });

/** Item types that are menus themselves: none of them may stand inside another menu. */
export const MENU_ITEM_TYPES = ['dropdown', 'docsVersionDropdown', 'localeDropdown'] as const;

const quoteTypes = (types: readonly string[]) => types.map((type) => `"${type}"`).join(', ');

/**
 * An entry of a dropdown: one of `entries` (each a `type`-tagged object). A registered type that
 * may not stand there gets a message that says so, rather than "no such type".
 */
export function createDropdownEntrySchema<Entries extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]]>(
  entries: Entries,
  types: { allowed: readonly string[]; refused: readonly string[] },
) {
  return z.discriminatedUnion('type', entries, {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const type = (issue.input as { type?: unknown } | undefined)?.type;
      if (typeof type !== 'string' || !types.refused.includes(type)) return undefined;
      if ((MENU_ITEM_TYPES as readonly string[]).includes(type)) {
        return `dropdowns cannot be nested: a "${type}" cannot stand in a dropdown; move it to navbar.items, or list its entries here`;
      }
      return `a "${type}" item cannot stand in a dropdown; the entries of a dropdown are ${quoteTypes(types.allowed)}`;
    },
  });
}

const dropdownActiveClassDisabled = z
  .boolean()
  .default(false)
  .describe('Do not mark the dropdown\'s button as active when one of its entries is the page being read.');

export function createDropdownItemSchema<Entry extends z.ZodType>(entry: Entry) {
  return z
    .strictObject({
      type: z.literal('dropdown'),
      position: navbarItemPosition,
      label: z.string().min(1).describe('Text of the dropdown button.'),
      to: sitePath.optional().describe('Page the label itself links to.'),
      items: z.array(entry).min(1).describe('Entries of the menu.'),
      dropdownActiveClassDisabled,
      className: navbarItemClassName,
    })
    .describe('A menu of links.');
}

const NO_VERSIONS = 'lists no version, so the dropdown would show none; name at least one, or leave "versions" out to list every version';

const dropdownVersions = z
  .union([
    z.array(z.string().min(1)).min(1, { error: NO_VERSIONS }),
    z
      .record(z.string().min(1), z.strictObject({ label: z.string().min(1).describe('What the dropdown shows for this version.') }))
      .refine((versions) => Object.keys(versions).length > 0, { error: NO_VERSIONS }),
  ])
  .optional()
  .describe('The versions to list, in this order: their names, or a mapping from name to { label } that relabels them. Every version by default.');

export function createDocsVersionDropdownItemSchema<Entry extends z.ZodType>(entry: Entry) {
  return z
    .strictObject({
      type: z.literal('docsVersionDropdown'),
      position: navbarItemPosition,
      docsPluginId: z.string().min(1).default('default'),
      versions: dropdownVersions,
      dropdownItemsBefore: z.array(entry).default([]),
      dropdownItemsAfter: z.array(entry).default([]).describe('Entries after the versions, such as "All versions".'),
      dropdownActiveClassDisabled,
      className: navbarItemClassName,
    })
    .describe('A menu of the docs versions; choosing one opens the same page in that version.');
}

export function createLocaleDropdownItemSchema<Entry extends z.ZodType>(entry: Entry) {
  return z
    .strictObject({
      type: z.literal('localeDropdown'),
      position: navbarItemPosition,
      dropdownItemsBefore: z.array(entry).default([]),
      dropdownItemsAfter: z.array(entry).default([]),
      className: navbarItemClassName,
    })
    .describe('A menu of the site\'s languages.');
}

export const searchItemSchema = z
  .strictObject({ type: z.literal('search'), position: navbarItemPosition, className: navbarItemClassName })
  .describe('The search button. Without one, the search box sits at the right end of the navbar.');

export type LinkItem = z.output<typeof linkItemSchema>;
export type HtmlItem = z.output<typeof htmlItemSchema>;
export type DocItem = z.output<typeof docItemSchema>;
export type DocSidebarItem = z.output<typeof docSidebarItemSchema>;
export type DocsVersionItem = z.output<typeof docsVersionItemSchema>;
export type SearchItem = z.output<typeof searchItemSchema>;
