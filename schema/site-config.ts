import type { AlgoliaConfig } from './algolia';
import { searchFromAlgolia } from './algolia';
import type { LocaleConfigInput } from './i18n';
import { localeConfigOf, type LocaleConfig } from './locale-config';
import { searchSchema, type SearchConfig } from './search';

/** What the schema gives of the parts of site.yaml that Docusaurus writes in more than one form. */
export interface ParsedForms {
  search?: SearchConfig | undefined;
  algolia?: AlgoliaConfig | undefined;
  i18n: { defaultLocale: string; locales: string[]; localeConfigs: Record<string, LocaleConfigInput> };
  footer: { copyright?: string | undefined };
}

/** The same parts, each in the one form the site reads. */
export type SiteConfigOf<Parsed extends ParsedForms> = Omit<Parsed, 'search' | 'algolia' | 'i18n' | 'footer'> & {
  search: SearchConfig;
  i18n: { defaultLocale: string; locales: string[]; localeConfigs: Record<string, LocaleConfig> };
  footer: Parsed['footer'];
};

export interface BuildFacts {
  /** The year the site is built in, for "{year}" in the footer's copyright. */
  year: number;
}

/**
 * site.yaml as parsed, read as the site reads it: `algolia` as the search section it means, every
 * locale with its settings (those left out taken from the locale), and "{year}" in the copyright
 * as the build's year, which a docusaurus.config.js computes with new Date().getFullYear().
 */
export function siteConfigFromParsed<Parsed extends ParsedForms>(
  parsed: Parsed,
  facts: BuildFacts = { year: new Date().getFullYear() },
): SiteConfigOf<Parsed> {
  const { algolia, search, i18n, footer, ...rest } = parsed;
  const defaults = searchSchema.parse({});
  const locales = [...new Set([...i18n.locales, ...Object.keys(i18n.localeConfigs)])];
  return {
    ...rest,
    search: search ?? (algolia === undefined ? defaults : searchFromAlgolia(algolia, defaults)),
    i18n: {
      ...i18n,
      localeConfigs: Object.fromEntries(
        locales.map((locale) => [locale, localeConfigOf(locale, i18n.localeConfigs[locale])]),
      ),
    },
    footer:
      footer.copyright === undefined
        ? footer
        : { ...footer, copyright: footer.copyright.replaceAll('{year}', String(facts.year)) },
  };
}
