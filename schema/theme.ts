import Color from 'color';
import { z } from 'zod';

/** Whether `value` is a colour CSS reads the same way, opaque: hex, rgb(), hsl(), hwb() or a name. */
function isOpaqueColor(value: string): boolean {
  try {
    return Color(value.trim()).alpha() === 1;
  } catch {
    return false;
  }
}

const colorSchema = z.string().refine(isOpaqueColor, {
  error: 'expected an opaque CSS colour such as "#2e8555", "rgb(46, 133, 85)" or "seagreen"',
});

/** The six shades of the primary colour, as Infima names them (`--ifm-color-primary-<shade>`). */
export const SHADE_NAMES = ['dark', 'darker', 'darkest', 'light', 'lighter', 'lightest'] as const;
export type ShadeName = (typeof SHADE_NAMES)[number];

const shadesSchema = z.strictObject(
  Object.fromEntries(
    SHADE_NAMES.map((shade) => [
      shade,
      colorSchema.optional().describe(`--ifm-color-primary-${shade}; derived from the primary colour when left out.`),
    ]),
  ) as Record<ShadeName, z.ZodOptional<typeof colorSchema>>,
);

/** The site's look, as a Docusaurus site sets it: its primary colour and its own stylesheets. */
export const themeSchema = z
  .strictObject({
    primaryColor: z
      .union([colorSchema, z.strictObject({ light: colorSchema, dark: colorSchema })])
      .optional()
      .describe(
        "The site's primary colour (Infima's --ifm-color-primary): links, buttons and accents. One colour for both modes, or { light, dark }. Left out, the theme's own.",
      ),
    primaryShades: z
      .strictObject({
        light: shadesSchema.optional().describe('Shades in light mode.'),
        dark: shadesSchema.optional().describe('Shades in dark mode.'),
      })
      .optional()
      .describe(
        'Shades of the primary colour (dark, darker, darkest, light, lighter, lightest), each optional: a shade left out is derived as Docusaurus derives it (darkened or lightened by 10, 15 and 30 %).',
      ),
    customCss: z
      .array(
        z.string().regex(/^(?![a-z][a-z0-9+.-]*:|\/)[^?#]+\.css$/i, {
          error: 'must be a .css file, relative to the folder of site.yaml, such as "css/custom.css"',
        }),
      )
      .default([])
      .describe(
        "The site's stylesheets, relative to the folder of site.yaml, bundled after the theme's in this order: rules and Infima variables (--ifm-*) written for Docusaurus act on this theme.",
      ),
  })
  .superRefine((theme, context) => {
    if (theme.primaryShades !== undefined && theme.primaryColor === undefined)
      context.addIssue({
        code: 'custom',
        path: ['primaryShades'],
        params: { whole: true },
        message: 'gives shades of a primary colour the theme has none of: give theme.primaryColor too',
      });
  });

export type ThemeConfig = z.output<typeof themeSchema>;
