import { z } from 'zod';
import { cssStyle, linkTarget, linkUrl } from './links';

/** A logo of the navbar or the footer: one image, or one per colour mode, optionally a link. */
export const logoSchema = z.strictObject({
  src: z.string().min(1).describe('Image path, relative to public/.'),
  srcDark: z.string().min(1).optional().describe('Image shown in dark mode instead of src.'),
  alt: z.string().describe('Text alternative; empty when the logo is decorative.'),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  href: linkUrl
    .optional()
    .describe('Where the logo links to, loaded as a whole page: an http(s) URL, a mailto: address or a path of the site. The navbar logo links to the home page by default.'),
  target: linkTarget,
  className: z.string().optional().describe('Extra CSS class on the image.'),
  style: cssStyle,
});
