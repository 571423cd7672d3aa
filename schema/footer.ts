import { z } from 'zod';
import { linkAttributes, linkUrl, sitePath } from './links';
import { logoSchema } from './logo';

const footerLinkSchema = z
  .strictObject({
    label: z.string().min(1).optional().describe('Text of the link; an "html" entry needs none.'),
    to: sitePath.optional().describe('Page of the site, from its root: "/docs/" (or "docs/").'),
    href: linkUrl
      .optional()
      .describe(
        'Address loaded as a whole page: an http(s) URL (opens in a new tab), a mailto: address, or a path of a file of the site.',
      ),
    html: z.string().min(1).optional().describe('Raw HTML instead of a link.'),
    ...linkAttributes,
    className: z.string().optional().describe('Extra CSS class on the link.'),
    // Refused outright, so that an entry with "items" is read as a column and its own mistakes
    // are reported inside it, not as an entry that fits no form.
    items: z.never().optional().describe('Only a column has "items".'),
  })
  .superRefine((link, context) => {
    if ([link.to, link.href, link.html].filter(Boolean).length !== 1) {
      context.addIssue({
        code: 'custom',
        path: [],
        input: link,
        message: 'needs exactly one of "to", "href" or "html"',
      });
    } else if (link.html === undefined && link.label === undefined) {
      // As in Docusaurus: a link has a label, an html entry is its own content.
      context.addIssue({
        code: 'custom',
        path: ['label'],
        input: undefined,
        message: 'needs a "label" (only an "html" entry goes without one)',
      });
    }
  });

const footerColumnSchema = z.strictObject({
  title: z.string().min(1).optional().describe('Heading of the column; a column without one has no heading.'),
  items: z.array(footerLinkSchema).min(1).describe('Links of the column.'),
});

const isColumn = (entry: object) => 'items' in entry;

/** The footer: link columns or a flat list, an optional logo, and a copyright line. */
export const footerSchema = z.strictObject({
  style: z
    .enum(['light', 'dark'])
    .default('light')
    .describe('Colour scheme of the footer; light by default, as in Docusaurus.'),
  links: z
    .array(z.union([footerColumnSchema, footerLinkSchema]))
    .default([])
    .superRefine((links, context) => {
      // The footer shows either columns or one row of links; a mix has no layout.
      const columns = links.length > 0 && isColumn(links[0]!);
      const index = links.findIndex((entry) => isColumn(entry) !== columns);
      if (index === -1) return;
      context.addIssue({
        code: 'custom',
        path: [index],
        input: links[index],
        message: columns
          ? 'is a plain link, but footer.links[0] is a column: the footer takes columns or plain links, not both; move this link into the "items" of a column'
          : 'is a column, but footer.links[0] is a plain link: the footer takes columns or plain links, not both; move the plain links into the "items" of a column',
      });
    })
    .describe('Either columns ("items", with an optional "title") or a flat list of links; not both.'),
  logo: logoSchema.optional(),
  copyright: z.string().optional().describe('HTML shown at the bottom of the footer.'),
});
