import { z } from 'zod';

const localeConfigSchema = z.strictObject({
  label: z.string().min(1).describe('Name of the language in itself, for the locale dropdown.'),
  direction: z.enum(['ltr', 'rtl']).default('ltr').describe('Writing direction of the language.'),
  htmlLang: z.string().min(1).describe('BCP 47 tag written to <html lang>.'),
});

/** Languages of the site. Every locale listed needs an entry in `localeConfigs`. */
export const i18nSchema = z
  .strictObject({
    defaultLocale: z.string().min(1).default('en').describe('Locale served at the root of the site.'),
    locales: z.array(z.string().min(1)).min(1).default(['en']).describe('Every locale the site is built in.'),
    localeConfigs: z
      .record(z.string(), localeConfigSchema)
      .default({})
      .describe('Per-locale settings, keyed by locale.'),
  })
  // Without an i18n section the site is in English; written, the section must be complete.
  .default({ defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } } });
