import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cssReferences, externalOrigin } from '../theme/css-references';

/** The other sites the site's stylesheets load from: stylesheets they import, and fonts. */
export interface StyleSources {
  stylesheets: string[];
  fonts: string[];
}

/**
 * Where an imported font stylesheet's fonts come from: Google Fonts serves them from another
 * origin; others (Bunny Fonts, Adobe Fonts, a font's own site) from their own.
 */
const FONT_FILE_ORIGINS: Readonly<Record<string, readonly string[]>> = {
  'https://fonts.googleapis.com': ['https://fonts.gstatic.com'],
};

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/**
 * The origins the given stylesheets load from other sites, for the Content-Security-Policy to
 * allow exactly those: each `@import`ed stylesheet's, the fonts it serves, and those of an
 * `@font-face`'s `url()`s. Other `url()`s are images, which the policy allows from any https site.
 */
export function externalStyleSources(stylesheets: readonly string[]): StyleSources {
  const imported: string[] = [];
  const fonts: string[] = [];
  for (const css of stylesheets) {
    const { imports, urls } = cssReferences(css);
    for (const origin of imports.flatMap((url) => externalOrigin(url) ?? [])) {
      imported.push(origin);
      fonts.push(...(FONT_FILE_ORIGINS[origin] ?? [origin]));
    }
    fonts.push(...urls.flatMap(({ url, inFontFace }) => (inFontFace ? (externalOrigin(url) ?? []) : [])));
  }
  return { stylesheets: sorted(imported), fonts: sorted(fonts) };
}

/** The external sources of the stylesheets a build wrote into `<outDir>/assets/`. */
export async function builtStyleSources(outDir: string): Promise<StyleSources> {
  const assets = join(outDir, 'assets');
  const names = (await readdir(assets).catch(() => [] as string[])).filter((name) => name.endsWith('.css')).sort();
  return externalStyleSources(await Promise.all(names.map((name) => readFile(join(assets, name), 'utf8'))));
}
