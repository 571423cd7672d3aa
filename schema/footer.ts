import { z } from 'zod';

export const footerLinkSchema = z
  .strictObject({
    label: z.string().min(1).describe('Text of the link.'),
    to: z.string().min(1).optional().describe('Path inside the site, for example "/docs/".'),
    href: z.url().optional().describe('Address outside the site.'),
    html: z.string().min(1).optional().describe('Raw HTML instead of a link.'),
  })
  .refine((link) => [link.to, link.href, link.html].filter(Boolean).length === 1, {
    error: 'needs exactly one of "to", "href" or "html"',
  });

const footerColumnSchema = z.strictObject({
  title: z.string().min(1).describe('Heading of the column.'),
  items: z.array(footerLinkSchema).min(1).describe('Links of the column.'),
});

export const footerLogoSchema = z.strictObject({
  src: z.string().min(1).describe('Image path, relative to public/.'),
  srcDark: z.string().min(1).optional().describe('Image shown in dark mode instead of src.'),
  alt: z.string().describe('Text alternative; empty when the logo is decorative.'),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  href: z.string().min(1).optional().describe('Where the logo links to.'),
});

/** The footer: link columns or a flat list, an optional logo, and a copyright line. */
export const footerSchema = z.strictObject({
  style: z.enum(['light', 'dark']).default('dark').describe('Colour scheme of the footer.'),
  links: z
    .union([z.array(footerColumnSchema), z.array(footerLinkSchema)])
    .default([])
    .describe('Either columns (title and items) or a flat list of links.'),
  logo: footerLogoSchema.optional(),
  copyright: z.string().optional().describe('HTML shown at the bottom of the footer.'),
});
