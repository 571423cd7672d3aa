import { resolve } from 'node:path';
import type { ThemeConfig } from '../../../schema/theme';
import { themeCss } from '../theme/theme-css';
import { VIRTUAL_PREFIX } from './virtual-modules';

/** The site's own styles, which the browser's entry imports after the theme's stylesheets. */
export const SITE_STYLES_MODULE_ID = `${VIRTUAL_PREFIX}site-styles`;

/** site.yaml's `theme` as a stylesheet (its primary colours); `.css`, so Vite bundles it as one. */
export const THEME_CSS_MODULE_ID = `${VIRTUAL_PREFIX}theme.css`;

/**
 * The site's styles by module id: a module that imports, in order, the stylesheet of site.yaml's
 * `theme` and each of `theme.customCss`, and that stylesheet. Vite bundles them after the theme's
 * own, resolving the `url()`s and `@import`s of each file from where it lies; empty for a site
 * with neither.
 */
export function siteStylesModules(theme: ThemeConfig, siteRoot: string): Array<[string, string]> {
  const css = themeCss(theme);
  const imports = [
    ...(css === '' ? [] : [THEME_CSS_MODULE_ID]),
    ...theme.customCss.map((file) => resolve(siteRoot, file)),
  ];
  const code = imports.length === 0 ? 'export {};' : imports.map((id) => `import ${JSON.stringify(id)};`).join('\n');
  return [
    [SITE_STYLES_MODULE_ID, code],
    [THEME_CSS_MODULE_ID, css],
  ];
}
