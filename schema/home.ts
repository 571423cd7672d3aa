import { z } from 'zod';
import { sitePath } from './links';
import { INLINE_LOGO_MAX_BYTES } from './logo';

const actionSchema = z.strictObject({
  label: z.string().min(1).describe('Text of the button.'),
  to: sitePath.describe('Page of the site the button opens, such as "/docs/".'),
  style: z.enum(['primary', 'secondary']).default('primary').describe('"primary" stands out; "secondary" is outlined.'),
});

const featureSchema = z.strictObject({
  title: z.string().min(1).describe('Heading of the card.'),
  body: z.string().min(1).describe('One or two sentences; plain text.'),
  image: z
    .string()
    .min(1)
    .refine((path) => !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path), { error: 'must be a path under public/, not a URL' })
    .optional()
    .describe(
      `Image above the title, relative to public/ ("img/undraw_docusaurus_mountain.svg"). An SVG file of ${INLINE_LOGO_MAX_BYTES / 1024} KB or less is drawn inline, as a logo is; any other image is an <img> with its own width and height.`,
    ),
  imageAlt: z
    .string()
    .optional()
    .describe('Text alternative of the image; without it the image is decorative (alt="").'),
});

const sampleSchema = z.strictObject({
  caption: z.string().min(1).describe('What the code shows, above it.'),
  language: z
    .string()
    .min(1)
    .default('scala')
    .describe('Language the code is highlighted as, as on a fenced code block.'),
  code: z.string().min(1).describe('The code, as a YAML block scalar ("code: |").'),
});

/** The home page under the site's title and tagline: its buttons, feature cards and code sample. */
export const homeSchema = z.strictObject({
  actions: z.array(actionSchema).default([]).describe('Buttons under the tagline, in order.'),
  featuresTitle: z
    .string()
    .min(1)
    .default('Features')
    .describe('Heading of the feature cards; screen readers read it, the page does not show it.'),
  features: z
    .array(featureSchema)
    .default([])
    .describe(
      "Cards under the buttons, in order; with images, a row of columns as in Docusaurus's template (three on a wide screen, one on a phone).",
    ),
  sample: sampleSchema
    .optional()
    .describe('A code sample under the cards, highlighted like every code block of the docs.'),
});
