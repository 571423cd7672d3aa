import { z } from 'zod';
import { cssStyle, linkTarget, linkUrl } from './links';

/**
 * The largest SVG file a logo is inline at. Every page carries an inline logo twice, in its HTML
 * and in the entry script; a larger file costs more than the image request it saves.
 */
export const INLINE_LOGO_MAX_BYTES = 4096;

/** A logo of the navbar or the footer: one image, or one per colour mode, optionally a link. */
export const logoSchema = z.strictObject({
  src: z
    .string()
    .min(1)
    .describe(
      `Image path, relative to public/. An SVG file of ${INLINE_LOGO_MAX_BYTES / 1024} KB or less is drawn inline in the page, with no image request; its own <style>, scripts, embedded images or links to other files keep it an image.`,
    ),
  srcDark: z.string().min(1).optional().describe('Image shown in dark mode instead of src.'),
  alt: z.string().describe("Text alternative (an inline logo's accessible name); empty when the logo is decorative."),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  href: linkUrl
    .optional()
    .describe(
      'Where the logo links to, loaded as a whole page: an http(s) URL, a mailto: address or a path of the site. The navbar logo links to the home page by default.',
    ),
  target: linkTarget,
  className: z.string().optional().describe('Extra CSS class on the image.'),
  style: cssStyle,
});
