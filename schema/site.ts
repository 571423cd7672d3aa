import { z } from 'zod';
import { faviconSchema } from './favicon';

/** Identity of the site: what browsers, search engines and the page titles show. */
export const siteIdentitySchema = z.strictObject({
  title: z.string().min(1).describe('Site name. Ends every page title after the title delimiter.'),
  tagline: z.string().default('').describe('One-line pitch shown under the title on the home page.'),
  url: z
    .url({ protocol: /^https?$/ })
    .describe('Production origin without a path, for example "https://effectie.example.org".'),
  baseUrl: z
    .string()
    .regex(/^\/(?:[^/?#\s]+\/)*$/, { error: 'must start and end with "/", for example "/" or "/effectie/"' })
    // A URL holds these only percent-encoded: written as they are, browsers would ask for another path.
    .regex(/^[^"'<>\\`{}|^]*$/, {
      error: 'must not hold quotes or any of < > ` { } | ^ \\ (a URL path holds them only percent-encoded)',
    })
    .default('/')
    .describe('Path the site is served under. "/" at a domain root; "/effectie/" for a project page.'),
  favicon: faviconSchema,
  titleDelimiter: z.string().min(1).default('|').describe('Text between the page title and the site title.'),
  image: z
    .string()
    .min(1)
    .optional()
    .describe('Social card shown when a page is shared, relative to public/ (1200x630 PNG).'),
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour such as "#4b2fc4"' })
    .default('#4b2fc4')
    .describe('Colour of the browser UI around the site, and of the web app manifest.'),
  noIndex: z.boolean().default(false).describe('Ask search engines not to index the site (for previews).'),
});
