import type { ColorMode } from './primary-colors';

/**
 * The page background of each mode, on which links are read: tokens.css's `--bg`, where the
 * site's stylesheets set no --ifm-background-color (a test holds the two to each other).
 */
export const PAGE_BACKGROUNDS: Readonly<Record<ColorMode, string>> = { light: '#ffffff', dark: '#15141b' };
