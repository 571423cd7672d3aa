import { SHADE_NAMES, type ThemeConfig } from '../../../schema/theme';
import { primaryColors, type PrimaryColors } from './primary-colors';

const declarations = ({ primary, shades }: PrimaryColors) =>
  [
    `  --ifm-color-primary: ${primary.trim()};`,
    ...SHADE_NAMES.map((shade) => `  --ifm-color-primary-${shade}: ${shades[shade].trim()};`),
  ].join('\n');

/**
 * The stylesheet of site.yaml's `theme`: Infima's primary colour variables, which the theme's
 * tokens read, under `:root` and, for dark mode, `[data-theme='dark']`, as a Docusaurus
 * custom.css writes them. One colour without dark shades of its own needs no dark rule: the
 * light one holds in both modes. Empty when site.yaml gives no primary colour.
 */
export function themeCss(theme: ThemeConfig): string {
  const light = primaryColors(theme, 'light');
  const dark = primaryColors(theme, 'dark');
  if (light === undefined || dark === undefined) return '';
  const sameInDark = typeof theme.primaryColor === 'string' && theme.primaryShades?.dark === undefined;
  return [
    `:root {\n${declarations(light)}\n}\n`,
    ...(sameInDark ? [] : [`[data-theme='dark'] {\n${declarations(dark)}\n}\n`]),
  ].join('');
}
