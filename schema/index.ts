import { z } from 'zod';
import type { NavbarItemRegistry } from '../registry/navbar-item-registry';
import type { TaggedItem } from '../registry/navbar-item-type';
import { navbarItemRegistry } from '../registry/navbar-item-types';
import { analyticsSchema } from './analytics';
import { announcementSchema } from './announcement';
import { colorModeSchema } from './color-mode';
import { docsSchema } from './docs';
import { examplesSchema } from './examples';
import { footerSchema } from './footer';
import { homeSchema } from './home';
import { i18nSchema } from './i18n';
import { createNavbarSchema } from './navbar';
import { navbarItemSchemas } from './navbar-item-schemas';
import { searchSchema } from './search';
import { siteSchema } from './site';

/** The schema of site.yaml, with the navbar items of every type `registry` holds. */
export function createSiteConfigSchema<Item extends TaggedItem, Entry extends TaggedItem>(registry: NavbarItemRegistry<Item, Entry>) {
  const { item } = navbarItemSchemas(registry);
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

export const siteConfigSchema = createSiteConfigSchema(navbarItemRegistry);

/** site.yaml as the schema of a registry's types gives it. */
export type SiteConfigWith<Item extends TaggedItem, Entry extends TaggedItem> = z.output<ReturnType<typeof createSiteConfigSchema<Item, Entry>>>;

/** site.yaml as the site's schema gives it. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
