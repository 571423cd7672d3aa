import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { posix, relative, resolve, sep } from 'node:path';
import postcss from 'postcss';
import { SHADE_NAMES, themeSchema } from '../../../schema/theme';
import { siteCssFiles } from '../theme/site-css-files';
import { withoutLoaderQuery } from './loader-query';
import type { Uncarried } from './report';
import type { ImportedFile } from './write-checkout';

/** The folder of the checkout the site's stylesheets are copied to, beside site.yaml. */
export const CSS_FOLDER = 'css';

/** A stylesheet the config names: as written (`./src/css/custom.css`, or the path `require.resolve` gave), and where. */
export interface CustomCssEntry {
  file: string;
  /** `docusaurus.config.js:43`. */
  where: string;
}

export interface CarriedCss {
  /** The stylesheets carried, from the site folder: `src/css/custom.css`. */
  sources: string[];
  /** site.yaml's `theme`; undefined when there is nothing to carry. */
  theme: Record<string, unknown> | undefined;
  files: ImportedFile[];
  uncarried: Uncarried[];
}

type Mode = 'light' | 'dark';
interface ModeColors {
  primary?: { value: string; where: string };
  shades: Map<string, { value: string; where: string }>;
}

const fromSite = (siteDir: string, file: string) => relative(siteDir, file).split(sep).join('/');
const isInside = (siteDir: string, file: string) => {
  const path = relative(siteDir, file);
  return path !== '' && !path.startsWith(`..${sep}`) && path !== '..' && !posix.isAbsolute(path);
};
const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The mode a selector of a top-level rule sets Infima's variables for, as Docusaurus's custom.css writes them. */
function modeOf(selector: string): Mode | undefined {
  const compact = selector.replace(/\s+/g, '').replace(/"/g, "'");
  if (compact === ':root' || compact === 'html') return 'light';
  if (/^(?:html|:root)?\[data-theme=(?:'dark'|dark)\]$/.test(compact)) return 'dark';
  return undefined;
}

/**
 * The primary colour and its shades a stylesheet sets, per mode: the declarations of its top-level
 * `:root` and `[data-theme='dark']` rules, read with PostCSS; a later one wins, as in the browser.
 */
export function primaryColors(css: string, file: string): Record<Mode, ModeColors> {
  const colors: Record<Mode, ModeColors> = { light: { shades: new Map() }, dark: { shades: new Map() } };
  const root = postcss.parse(css, { from: file });
  root.each((node) => {
    if (node.type !== 'rule') return;
    const modes = new Set(node.selectors.map(modeOf));
    for (const mode of modes) {
      if (mode === undefined) continue;
      node.walkDecls(/^--ifm-color-primary(?:-|$)/, (declaration) => {
        const where = `${file}:${declaration.source?.start?.line ?? 1}`;
        const value = { value: declaration.value.trim(), where };
        const shade = declaration.prop.slice('--ifm-color-primary-'.length);
        if (declaration.prop === '--ifm-color-primary') colors[mode].primary = value;
        else if ((SHADE_NAMES as readonly string[]).includes(shade)) colors[mode].shades.set(shade, value);
      });
    }
  });
  return colors;
}

/** Whether site.yaml's theme takes `value` as a colour. */
const isColor = (value: string) => themeSchema.safeParse({ primaryColor: value }).success;

/**
 * The classic preset's `theme.customCss`: each stylesheet, and the files its `@import`s and url()s
 * name beside it, copied under css/ as they lie to each other; site.yaml's `theme.customCss`
 * naming them, and `theme.primaryColor` (and `primaryShades`, when all six are given) from the
 * `--ifm-color-primary` they set. A stylesheet that is not a file of the site, or that names one
 * that is not, is listed instead.
 */
export async function carryCustomCss(siteDir: string, entries: readonly CustomCssEntry[]): Promise<CarriedCss> {
  const uncarried: Uncarried[] = [];
  const carried: Array<{ file: string; files: string[] }> = [];
  for (const entry of entries) {
    // What a module loader adds to `require.resolve`'s path (`?namespace=…`) is no part of the file's name.
    const file = resolve(siteDir, withoutLoaderQuery(entry.file));
    const shown = isInside(siteDir, file) ? fromSite(siteDir, file) : withoutLoaderQuery(entry.file);
    const notCarried = (why: string) => uncarried.push({ where: entry.where, what: `custom CSS ${shown}`, why });
    if (!isInside(siteDir, file)) {
      notCarried(
        "it is not a file of the site's folder (a package's stylesheet); copy the rules you need into a stylesheet of theme.customCss.",
      );
      continue;
    }
    if (!isFile(file)) {
      notCarried('there is no such file; the config names a stylesheet the site does not have.');
      continue;
    }
    const files = await siteCssFiles(siteDir, [file]);
    const outside = files.find((named) => !isInside(siteDir, named) || !isFile(named));
    if (outside !== undefined) {
      notCarried(
        `it names ${isInside(siteDir, outside) ? fromSite(siteDir, outside) : outside}, which is ${
          isInside(siteDir, outside) ? 'no file of the site' : "outside the site's folder"
        }; put the file beside it, then add the stylesheet to theme.customCss.`,
      );
      continue;
    }
    carried.push({ file, files });
  }
  if (carried.length === 0) return { sources: [], theme: undefined, files: [], uncarried };

  // Copied as they lie to each other, from the folder that holds them all: src/css/custom.css is css/custom.css.
  const all = [...new Set(carried.flatMap(({ files }) => files))];
  const base = commonFolder(all.map((file) => fromSite(siteDir, file)));
  const target = (file: string) => posix.join(CSS_FOLDER, posix.relative(base, fromSite(siteDir, file)));
  const files: ImportedFile[] = all.map((file) => ({ path: target(file), from: file }));

  const colors: Record<Mode, ModeColors> = { light: { shades: new Map() }, dark: { shades: new Map() } };
  for (const { file } of carried) {
    const read = primaryColors(await readFile(file, 'utf8'), fromSite(siteDir, file));
    for (const mode of ['light', 'dark'] as const) {
      colors[mode].primary = read[mode].primary ?? colors[mode].primary;
      for (const [shade, value] of read[mode].shades) colors[mode].shades.set(shade, value);
    }
  }
  const notAColor = ({ value, where }: { value: string; where: string }, name: string) => {
    if (isColor(value)) return false;
    uncarried.push({
      where,
      what: name,
      why: `its value ${JSON.stringify(value)} is no colour site.yaml's theme.primaryColor takes; the stylesheet still sets it.`,
    });
    return true;
  };
  const theme: Record<string, unknown> = { customCss: carried.map(({ file }) => target(file)) };
  const light = colors.light.primary;
  const dark = colors.dark.primary;
  // Docusaurus's dark mode keeps :root's colour unless the dark rule sets its own.
  if (light !== undefined && !notAColor(light, '--ifm-color-primary')) {
    const darkColor =
      dark === undefined || notAColor(dark, "[data-theme='dark'] --ifm-color-primary") ? undefined : dark;
    theme.primaryColor =
      darkColor === undefined || darkColor.value === light.value
        ? light.value
        : { light: light.value, dark: darkColor.value };
    const shades: Record<string, Record<string, string>> = {};
    for (const mode of ['light', 'dark'] as const) {
      const given = colors[mode].shades;
      if (SHADE_NAMES.some((shade) => !given.has(shade))) continue;
      if (SHADE_NAMES.some((shade) => notAColor(given.get(shade)!, `--ifm-color-primary-${shade}`))) continue;
      shades[mode] = Object.fromEntries(SHADE_NAMES.map((shade) => [shade, given.get(shade)!.value]));
    }
    if (Object.keys(shades).length > 0) theme.primaryShades = shades;
  }
  return { sources: carried.map(({ file }) => fromSite(siteDir, file)), theme, files, uncarried };
}

/** The deepest folder that holds every one of `paths`. */
function commonFolder(paths: readonly string[]): string {
  const folders = paths.map((path) => posix.dirname(path).split('/'));
  const common: string[] = [];
  for (let depth = 0; folders.every((parts) => depth < parts.length && parts[depth] === folders[0]![depth]); depth++)
    common.push(folders[0]![depth]!);
  return common.join('/') || '.';
}
