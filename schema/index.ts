import { z } from 'zod';
import { navbarItemSchemas } from '../registry/navbar-item-schemas';
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
import { siteSchema } from './site';

/** The schema of site.yaml, with the navbar items of every type of `map`. */
export function createSiteConfigSchema<Map extends AnyNavbarItemSchemas>(map: Map) {
  const { item } = navbarItemUnions(map);
  return siteSchema.extend({
    $schema: z.string().optional().describe('Path of the JSON Schema that editors validate this file against.'),
    i18n: i18nSchema,
    colorMode: colorModeSchema.prefault({}),
    navbar: createNavbarSchema(item).prefault({}),
    footer: footerSchema.prefault({}),
    announcementBar: announcementSchema.optional(),
    home: homeSchema.prefault({}),
    docs: docsSchema,
    examples: examplesSchema.prefault({}),
    search: searchSchema.prefault({}),
    analytics: analyticsSchema.optional().describe('Page-view analytics; nothing is sent when absent.'),
  }).strict();
}

export const siteConfigSchema = createSiteConfigSchema(navbarItemSchemas);

/** site.yaml as the schema of a map of navbar item types gives it. */
export type SiteConfigWith<Map extends AnyNavbarItemSchemas> = z.output<ReturnType<typeof createSiteConfigSchema<Map>>>;

/** site.yaml as the site's schema gives it. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
