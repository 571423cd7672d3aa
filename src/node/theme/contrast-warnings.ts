import Color from 'color';
import type { ConfigProblem } from '../../../schema/config-error';
import type { ThemeConfig } from '../../../schema/theme';
import { PAGE_BACKGROUNDS } from './page-backgrounds';
import { primaryColorPath, primaryColors, SHADE_ADJUSTMENTS, type ColorMode } from './primary-colors';

/** WCAG's minimum contrast of body text, which links are. */
export const TEXT_CONTRAST = 4.5;

const contrast = (a: string, b: string) => Color(a.trim()).contrast(Color(b));
const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2)}:1`;

/**
 * The colour nearest to `color` that passes against `background`: its lightness moved a step at a
 * time away from the background's.
 */
function nearestPassing(color: string, background: string): string {
  const start = Color(color.trim());
  const towardLight = Color(background).isDark();
  for (let lightness = start.lightness(); lightness >= 0 && lightness <= 100; lightness += towardLight ? 1 : -1) {
    const candidate = start.lightness(lightness);
    if (candidate.contrast(Color(background)) >= TEXT_CONTRAST) return candidate.hex().toLowerCase();
  }
  return towardLight ? '#ffffff' : '#000000';
}

/** The sentence of one mode whose primary colour is too faint for link text, or undefined. */
function modeWarning(theme: ThemeConfig, mode: ColorMode): ConfigProblem | undefined {
  const colors = primaryColors(theme, mode);
  if (colors === undefined) return undefined;
  const background = PAGE_BACKGROUNDS[mode];
  const own = contrast(colors.primary, background);
  if (own >= TEXT_CONTRAST) return undefined;
  // The shades by how far they are from the primary colour: dark and light first.
  const byNearness = (Object.keys(SHADE_ADJUSTMENTS) as Array<keyof typeof SHADE_ADJUSTMENTS>).sort(
    (a, b) => Math.abs(SHADE_ADJUSTMENTS[a]) - Math.abs(SHADE_ADJUSTMENTS[b]),
  );
  const passing = byNearness.find((shade) => contrast(colors.shades[shade], background) >= TEXT_CONTRAST);
  const advice =
    passing === undefined
      ? `none of its shades passes, and ${JSON.stringify(nearestPassing(colors.primary, background))} is the nearest colour that does`
      : `its shade "${passing}" (${JSON.stringify(colors.shades[passing])}, ${ratio(contrast(colors.shades[passing], background))}) is the nearest that passes`;
  return {
    path: primaryColorPath(theme, mode),
    message: `links in ${JSON.stringify(colors.primary)} have a contrast of ${ratio(own)} against the ${mode} mode's background ${JSON.stringify(background)}, under the ${TEXT_CONTRAST}:1 text needs: ${advice}.`,
  };
}

/**
 * A warning for each mode whose primary colour, as the colour of links, has less contrast with
 * the page than text needs (WCAG AA), with the nearest of the site's shades that has enough.
 */
export function contrastWarnings(theme: ThemeConfig): ConfigProblem[] {
  return (['light', 'dark'] as const).flatMap((mode) => modeWarning(theme, mode) ?? []);
}
