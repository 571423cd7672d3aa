import Color from 'color';
import { SHADE_NAMES, type ShadeName, type ThemeConfig } from '../../../schema/theme';

export type ColorMode = 'light' | 'dark';

/**
 * How far each shade is from the primary colour, as Docusaurus's colour generator makes them:
 * darkened (positive) or lightened (negative) by a share of the colour's HSL lightness.
 */
export const SHADE_ADJUSTMENTS: Readonly<Record<ShadeName, number>> = {
  dark: 0.1,
  darker: 0.15,
  darkest: 0.3,
  light: -0.1,
  lighter: -0.15,
  lightest: -0.3,
};

/** A shade of `color` as Docusaurus derives it, as lowercase hex. */
export function derivedShade(color: string, shade: ShadeName): string {
  return Color(color.trim()).darken(SHADE_ADJUSTMENTS[shade]).hex().toLowerCase();
}

/** The primary colour of one mode and its six shades, those given in site.yaml, the others derived. */
export interface PrimaryColors {
  primary: string;
  shades: Record<ShadeName, string>;
}

/** Where site.yaml writes the primary colour of a mode: the one colour, or that mode's. */
export function primaryColorPath(theme: ThemeConfig, mode: ColorMode): Array<string | number> {
  return typeof theme.primaryColor === 'object' ? ['theme', 'primaryColor', mode] : ['theme', 'primaryColor'];
}

/** The primary colours of a mode, or undefined when site.yaml gives none (the theme's own then). */
export function primaryColors(theme: ThemeConfig, mode: ColorMode): PrimaryColors | undefined {
  if (theme.primaryColor === undefined) return undefined;
  const primary = typeof theme.primaryColor === 'string' ? theme.primaryColor : theme.primaryColor[mode];
  const given = theme.primaryShades?.[mode] ?? {};
  const shades = Object.fromEntries(
    SHADE_NAMES.map((shade) => [shade, given[shade] ?? derivedShade(primary, shade)]),
  ) as Record<ShadeName, string>;
  return { primary, shades };
}
