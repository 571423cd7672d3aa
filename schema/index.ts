import { z } from 'zod';
import type { Registry } from '../registry/create-registry';
import type { NavbarItemSpec } from '../registry/navbar-item-spec';
import { navbarItemSpecs } from '../registry/navbar-item-specs';
import { analyticsSchema } from './analytics';
import { announcementSchema } from './announcement';
import { colorModeSchema } from './color-mode';
import { docsSchema } from './docs';
import { examplesSchema } from './examples';
import { footerSchema } from './footer';
import { homeSchema } from './home';
import { i18nSchema } from './i18n';
import { createNavbarSchema } from './navbar';
import { searchSchema } from './search';
import { siteSchema } from './site';

/** The schema of site.yaml, with the navbar items of every type in `specs`. */
export function createSiteConfigSchema(specs: Registry<NavbarItemSpec>) {
  const itemSchemas = specs.types.map((type) => specs.resolve(type).schema) as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<string> }>,
    ...z.ZodObject<{ type: z.ZodLiteral<string> }>[],
  ];
  const item = z.discriminatedUnion('type', itemSchemas);
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

export const siteConfigSchema = createSiteConfigSchema(navbarItemSpecs);

/** A navbar item as site.yaml gives it: `type` names a registered item type. */
export interface NavbarItemConfig {
  type: string;
  position: 'left' | 'right';
  className?: string | undefined;
  [field: string]: unknown;
}

export type SiteConfig = Omit<z.output<typeof siteConfigSchema>, 'navbar'> & {
  navbar: Omit<z.output<typeof siteConfigSchema>['navbar'], 'items'> & { items: NavbarItemConfig[] };
};
