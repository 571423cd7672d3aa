import { z } from 'zod';

/** What site.yaml may say of a locale; what it leaves out is taken from the locale (see locale-config.ts). */
const localeConfigSchema = z.strictObject({
  label: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Name of the language in itself, for the locale dropdown; by default the locale\'s own name for itself ("English", "Français").',
    ),
  direction: z.enum(['ltr', 'rtl']).optional().describe("Writing direction of the language; by default the locale's."),
  htmlLang: z.string().min(1).optional().describe('BCP 47 tag written to <html lang>; the locale by default.'),
});

export type LocaleConfigInput = z.output<typeof localeConfigSchema>;

/** Languages of the site. A locale without an entry in `localeConfigs` takes its settings from the locale itself. */
export const i18nSchema = z
  .strictObject({
    defaultLocale: z.string().min(1).default('en').describe('Locale served at the root of the site.'),
    locales: z.array(z.string().min(1)).min(1).default(['en']).describe('Every locale the site is built in.'),
    localeConfigs: z
      .record(z.string(), localeConfigSchema)
      .default({})
      .describe('Per-locale settings, keyed by locale; every field may be left out.'),
  })
  .prefault({});
