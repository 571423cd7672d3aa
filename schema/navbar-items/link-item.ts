import { z } from 'zod';
import { defineNavbarItemSchema, type ItemLink } from './define';
import { linkAttributes, linkUrl, sitePath } from '../links';
import { activeRuleFields, checkLabelAndHtml, navbarItemClassName, navbarItemPosition } from './fields';

/**
 * A link's type may be left out, or written "default", as in Docusaurus, whose default item is a
 * link; the item is a "link" either way.
 */
const linkType = z
  .enum(['link', 'default'])
  .optional()
  .transform((): 'link' => 'link')
  .describe('"link"; "default" or no type at all is a link too, as in Docusaurus.');

/** Fields of a link that sits inside a dropdown as well as on the bar. */
const linkFields = {
  type: linkType,
  label: z
    .string()
    .min(1)
    .optional()
    .describe('Text of the link; may be left out when "html" or "aria-label" is given.'),
  html: z.string().min(1).optional().describe('HTML in place of the label, such as an icon, rendered as written.'),
  to: sitePath.optional().describe('Page of the site, from its root: "/docs/" (or "docs/").'),
  href: linkUrl
    .optional()
    .describe(
      'Address loaded as a whole page: an http(s) URL (opens in a new tab), a mailto: address, or a path of a file of the site.',
    ),
  ...activeRuleFields,
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
    context.addIssue({
      code: 'custom',
      path: ['label'],
      input: undefined,
      message: 'needs a "label", or "html" or "aria-label" for a link without text',
    });
  }
}

const linkItemSchema = z
  .strictObject({ position: navbarItemPosition, ...linkFields })
  .superRefine(checkLinkContent)
  .describe('A plain link.');
const linkEntrySchema = z.strictObject(linkFields).superRefine(checkLinkContent);

export type LinkItem = z.output<typeof linkItemSchema>;
export type LinkEntry = z.output<typeof linkEntrySchema>;

export const linkItem = defineNavbarItemSchema({
  type: 'link',
  schema: linkItemSchema,
  dropdownEntry: linkEntrySchema,
  // Its page of the site, if it links to one rather than to an address.
  links: (item): ItemLink[] => (item.to === undefined ? [] : [{ path: ['to'], to: item.to }]),
});
