import { z } from 'zod';

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

const internalPath = z.string().regex(/^\//, { error: 'must be a path starting with "/"' });

/** Fields of a link that sits inside a dropdown as well as on the bar. */
const linkFields = {
  label: z.string().min(1).describe('Text of the link.'),
  to: internalPath.optional().describe('Path inside the site.'),
  href: z.url().optional().describe('Address outside the site; opens with an external-link icon.'),
  activeBasePath: internalPath.optional().describe('The link is active on every path under this one.'),
  activeBaseRegex: z
    .string()
    .refine(isRegularExpression, { error: 'is not a valid regular expression' })
    .optional()
    .describe('The link is active on every path this matches (a JavaScript regular expression).'),
  className: navbarItemClassName,
};

const exactlyOneTarget = (item: { to?: string | undefined; href?: string | undefined }) =>
  (item.to === undefined) !== (item.href === undefined);
const oneTargetError = { error: 'needs exactly one of "to" or "href"', path: ['to'] };

export const linkItemSchema = z
  .strictObject({ type: z.literal('link'), position: navbarItemPosition, ...linkFields })
  .refine(exactlyOneTarget, oneTargetError)
  .describe('A plain link.');

const dropdownLinkSchema = z
  .strictObject({ type: z.literal('link'), ...linkFields })
  .refine(exactlyOneTarget, oneTargetError);

export const htmlItemSchema = z
  .strictObject({
    type: z.literal('html'),
    position: navbarItemPosition,
    value: z.string().min(1).describe('Raw HTML to insert.'),
    className: navbarItemClassName,
  })
  .describe('Raw HTML, trusted as written.');
const dropdownHtmlSchema = htmlItemSchema.omit({ position: true });

const docFields = {
  label: z.string().min(1).optional().describe('Text of the link; the doc\'s sidebar label by default.'),
  docsPluginId: z.string().min(1).default('default'),
  className: navbarItemClassName,
};
export const docItemSchema = z
  .strictObject({ type: z.literal('doc'), position: navbarItemPosition, docId: z.string().min(1).describe('Id of the doc.'), ...docFields })
  .describe('A link to a doc, in the version the visitor prefers.');
const dropdownDocSchema = docItemSchema.omit({ position: true });

export const docSidebarItemSchema = z
  .strictObject({
    type: z.literal('docSidebar'),
    position: navbarItemPosition,
    sidebarId: z.string().min(1).describe('Sidebar whose first link this item opens.'),
    ...docFields,
    label: z.string().min(1).describe('Text of the link.'),
  })
  .describe('A link to the first doc of a sidebar, in the version the visitor prefers.');
const dropdownDocSidebarSchema = docSidebarItemSchema.omit({ position: true });

export const docsVersionItemSchema = z
  .strictObject({
    type: z.literal('docsVersion'),
    position: navbarItemPosition,
    version: z.string().min(1).optional().describe('Version name; the current version by default.'),
    label: z.string().min(1).optional().describe('Text of the link; the version label by default.'),
    docsPluginId: z.string().min(1).default('default'),
    className: navbarItemClassName,
  })
  .describe('A link to the main doc of a version.');
const dropdownDocsVersionSchema = docsVersionItemSchema.omit({ position: true });

export const dropdownChildSchema = z.discriminatedUnion('type', [
  dropdownLinkSchema,
  dropdownHtmlSchema,
  dropdownDocSchema,
  dropdownDocSidebarSchema,
  dropdownDocsVersionSchema,
]);

export const dropdownItemSchema = z
  .strictObject({
    type: z.literal('dropdown'),
    position: navbarItemPosition,
    label: z.string().min(1).describe('Text of the dropdown button.'),
    to: internalPath.optional().describe('Where the label itself links to.'),
    items: z.array(dropdownChildSchema).min(1).describe('Entries of the menu.'),
    className: navbarItemClassName,
  })
  .describe('A menu of links.');

export const docsVersionDropdownItemSchema = z
  .strictObject({
    type: z.literal('docsVersionDropdown'),
    position: navbarItemPosition,
    docsPluginId: z.string().min(1).default('default'),
    versions: z.array(z.string().min(1)).optional().describe('Names of the versions to list; all by default.'),
    dropdownItemsBefore: z.array(dropdownChildSchema).default([]),
    dropdownItemsAfter: z.array(dropdownChildSchema).default([]).describe('Entries after the versions, such as "All versions".'),
    className: navbarItemClassName,
  })
  .describe('A menu of the docs versions; choosing one opens the same page in that version.');

export const localeDropdownItemSchema = z
  .strictObject({
    type: z.literal('localeDropdown'),
    position: navbarItemPosition,
    dropdownItemsBefore: z.array(dropdownChildSchema).default([]),
    dropdownItemsAfter: z.array(dropdownChildSchema).default([]),
    className: navbarItemClassName,
  })
  .describe('A menu of the site\'s languages.');

export const searchItemSchema = z
  .strictObject({ type: z.literal('search'), position: navbarItemPosition, className: navbarItemClassName })
  .describe('The search button. Without one, the search box sits at the right end of the navbar.');

export type LinkItem = z.output<typeof linkItemSchema>;
export type HtmlItem = z.output<typeof htmlItemSchema>;
export type DocItem = z.output<typeof docItemSchema>;
export type DocSidebarItem = z.output<typeof docSidebarItemSchema>;
export type DocsVersionItem = z.output<typeof docsVersionItemSchema>;
export type DropdownChild = z.output<typeof dropdownChildSchema>;
export type DropdownItem = z.output<typeof dropdownItemSchema>;
export type DocsVersionDropdownItem = z.output<typeof docsVersionDropdownItemSchema>;
export type LocaleDropdownItem = z.output<typeof localeDropdownItemSchema>;
export type SearchItem = z.output<typeof searchItemSchema>;
