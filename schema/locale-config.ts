import type { LocaleConfigInput } from './i18n';

/** A locale's settings, every field given. */
export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
}

// Languages written right to left, for a runtime whose Intl.Locale does not say (as Docusaurus lists them).
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yi']);

function localeDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const parsed = new Intl.Locale(locale) as Intl.Locale & {
      textInfo?: { direction?: string };
      getTextInfo?: () => { direction?: string };
    };
    const direction = parsed.getTextInfo?.().direction ?? parsed.textInfo?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
    return RIGHT_TO_LEFT.has(parsed.language) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** The language's name in itself, capitalized as a label is: "English", "Français", "Português (Brasil)". */
function localeLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/** The settings of `locale`: what site.yaml gives, the rest taken from the locale, as Docusaurus does. */
export function localeConfigOf(locale: string, given: LocaleConfigInput = {}): LocaleConfig {
  return {
    label: given.label ?? localeLabel(locale),
    direction: given.direction ?? localeDirection(locale),
    htmlLang: given.htmlLang ?? locale,
  };
}
