import { z } from 'zod';
import { navbarItemSchemas } from '../registry/navbar-item-schemas';
import { algoliaSchema } from './algolia';
import { analyticsSchema } from './analytics';
import { announcementSchema } from './announcement';
import { colorModeSchema } from './color-mode';
import { docsSchema } from './docs';
import { examplesSchema } from './examples';
import { footerSchema } from './footer';
import { homeSchema } from './home';
import { i18nSchema } from './i18n';
import { createNavbarSchema } from './navbar';
import type { AnyNavbarItemSchemas } from './navbar-items/define';
import { navbarItemUnions } from './navbar-items/item-unions';
import { searchSchema } from './search';
import { siteIdentitySchema } from './site';
import { themeSchema } from './theme';
import type { SiteConfigOf } from './site-config';

/** The schema of site.yaml, with the navbar items of every type of `map`. */
export function createSiteConfigSchema<Map extends AnyNavbarItemSchemas>(map: Map) {
  const { item } = navbarItemUnions(map);
  return siteIdentitySchema
    .extend({
      $schema: z.string().optional().describe('Path of the JSON Schema that editors validate this file against.'),
      i18n: i18nSchema,
      colorMode: colorModeSchema.prefault({}),
      theme: themeSchema.prefault({}).describe("The site's look: its primary colour and its own stylesheets."),
      navbar: createNavbarSchema(item).prefault({}),
      footer: footerSchema.prefault({}),
      announcementBar: announcementSchema.optional(),
      home: homeSchema.prefault({}),
      docs: docsSchema,
      examples: examplesSchema.prefault({}),
      // Absent, the local search with its defaults (site-config.ts gives them).
      search: searchSchema
        .optional()
        .describe('Site search: a local index by default; a hosted DocSearch index with appId, apiKey and indexName.'),
      algolia: algoliaSchema.optional(),
      analytics: analyticsSchema.optional().describe('Page-view analytics; nothing is sent when absent.'),
    })
    .strict()
    .superRefine((config, context) => {
      // Both would configure the one search; neither may silently win.
      if (config.search !== undefined && config.algolia !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['algolia'],
          params: { whole: true },
          message:
            'configures the site search, as "search" does: give one of the two (algolia is a hosted index, "search" with appId, apiKey and indexName)',
        });
      }
    });
}

export const siteConfigSchema = createSiteConfigSchema(navbarItemSchemas);

/** site.yaml as the schema of a map of navbar item types gives it, before siteConfigFromParsed. */
type ParsedSiteConfigWith<Map extends AnyNavbarItemSchemas> = z.output<ReturnType<typeof createSiteConfigSchema<Map>>>;

/** site.yaml as the site reads it, with the navbar items of a map of types (parse.ts gives it). */
export type SiteConfigWith<Map extends AnyNavbarItemSchemas> = SiteConfigOf<ParsedSiteConfigWith<Map>>;

/** site.yaml as the site reads it. */
export type SiteConfig = SiteConfigWith<typeof navbarItemSchemas>;
