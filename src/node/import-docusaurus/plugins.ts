import { formatPath, lineOfKey, lineOfText, type KeyPath } from './key-lines';
import type { Uncarried } from './report';
import { moduleNameOfPath, stubbedSpecifier } from './stub-value';

/** The options of the docs plugin (preset-classic's `docs`, or @docusaurus/plugin-content-docs). */
interface DocsPlugin {
  options: Record<string, unknown>;
  /** Where they are in the config: `presets[0][1].docs`. */
  path: KeyPath;
}

export interface Plugins {
  /** Undefined when the site has no docs plugin. */
  docs: DocsPlugin | undefined;
  /** The classic preset says `docs: false`. */
  docsDisabled: boolean;
  /** `theme.customCss` of the preset, as written. */
  customCss: Array<{ file: string; path: KeyPath }>;
  /** `gtag.trackingID` of the preset. */
  gtag: string | undefined;
  uncarried: Uncarried[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The name of a preset, plugin or theme entry as written: a module name, a path, `require.resolve(...)`. */
function entryName(entry: unknown): string | undefined {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (typeof head === 'string') return moduleNameOfPath(head);
  const stub = stubbedSpecifier(head);
  if (stub !== undefined) return stub;
  if (typeof head === 'function') return head.name === '' ? undefined : head.name;
  return undefined;
}

const entryOptions = (entry: unknown): Record<string, unknown> =>
  Array.isArray(entry) && isObject(entry[1]) ? entry[1] : {};

/** `customCss` as Docusaurus takes it: one file or a list of them. */
const stylesheets = (value: unknown, path: KeyPath): Plugins['customCss'] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .filter((file): file is string => typeof file === 'string')
    .map((file) => ({ file, path }));

const isClassicPreset = (name: string | undefined) =>
  name !== undefined && /(?:^|[/\\@-])(?:preset-)?classic(?:[/\\]|\.js|$)/.test(name) && !/theme-classic/.test(name);
const isDocsPlugin = (name: string | undefined) =>
  name !== undefined && /(?:^|[/\\])(?:plugin-)?content-docs(?:[/\\]|\.js|$)/.test(name);
const isClassicTheme = (name: string | undefined) =>
  name !== undefined && /theme-classic(?:[/\\]|\.js|$)|^classic$/.test(name);

/**
 * Reads the presets, plugins and themes: the docs plugin's options are the import's, the rest
 * is listed as not carried, each at its line.
 */
export function readPlugins(file: string, source: string, config: Record<string, unknown>): Plugins {
  const uncarried: Uncarried[] = [];
  const at = (path: KeyPath) => `${file}:${lineOfKey(source, path)}`;
  const atName = (name: string | undefined, path: KeyPath) =>
    name === undefined ? at(path) : `${file}:${lineOfText(source, name)}`;
  const docsCandidates: DocsPlugin[] = [];
  let disabled = false;
  const customCss: Plugins['customCss'] = [];
  let gtag: string | undefined;

  const presets = Array.isArray(config.presets) ? config.presets : [];
  presets.forEach((entry, index) => {
    if (entry === false || entry === null || entry === undefined) return;
    const name = entryName(entry);
    const options = entryOptions(entry);
    if (!isClassicPreset(name)) {
      uncarried.push({
        where: atName(name, ['presets']),
        what: `preset ${name ?? `presets[${index}]`}`,
        why: 'a preset of its own runs Docusaurus plugins, which this site does not run.',
      });
      return;
    }
    const optionsPath: KeyPath = ['presets', index, 1];
    if (options.docs === false) disabled = true;
    else docsCandidates.push({ options: isObject(options.docs) ? options.docs : {}, path: [...optionsPath, 'docs'] });
    if (options.blog !== false && options.blog !== undefined) {
      uncarried.push({
        where: at([...optionsPath, 'blog']),
        what: 'the blog (preset option blog)',
        why: 'this site has no blog; its posts under blog/ are not carried.',
      });
    }
    const theme = isObject(options.theme) ? options.theme : {};
    customCss.push(...stylesheets(theme.customCss, [...optionsPath, 'theme', 'customCss']));
    if (isObject(options.gtag) && typeof options.gtag.trackingID === 'string') gtag = options.gtag.trackingID;
    for (const key of ['googleAnalytics', 'googleTagManager', 'sitemap', 'svgr'] as const) {
      if (options[key] !== undefined && options[key] !== false) {
        uncarried.push({
          where: at([...optionsPath, key]),
          what: `preset option ${key}`,
          why: PRESET_OPTION_REASONS[key],
        });
      }
    }
  });

  const plugins = Array.isArray(config.plugins) ? config.plugins : [];
  plugins.forEach((entry, index) => {
    if (entry === false || entry === null || entry === undefined) return;
    const name = entryName(entry);
    const options = entryOptions(entry);
    if (isDocsPlugin(name)) {
      const id = typeof options.id === 'string' ? options.id : 'default';
      if (id === 'default') {
        docsCandidates.push({ options, path: ['plugins', index, 1] });
        return;
      }
      uncarried.push({
        where: atName(`'${id}'`, ['plugins']),
        what: `docs plugin "${id}"`,
        why: 'this site has one docs section; only the default docs plugin is carried.',
      });
      return;
    }
    const what = name === undefined ? `plugins[${index}], a plugin written in the config` : `plugin ${name}`;
    uncarried.push({ where: atName(name, ['plugins']), what, why: 'this site does not run Docusaurus plugins.' });
  });

  const themes = Array.isArray(config.themes) ? config.themes : [];
  themes.forEach((entry, index) => {
    const name = entryName(entry);
    if (isClassicTheme(name)) {
      // The classic theme given on its own takes customCss as the preset's `theme` option does.
      customCss.push(...stylesheets(entryOptions(entry).customCss, ['themes', index, 1, 'customCss']));
      return;
    }
    uncarried.push({
      where: atName(name, ['themes']),
      what: `theme ${name ?? `themes[${index}]`}`,
      why: 'this site does not run Docusaurus themes; its own theme, search and code highlighting take their place.',
    });
  });

  if (docsCandidates.length > 1) {
    for (const extra of docsCandidates.slice(1)) {
      uncarried.push({
        where: at(extra.path),
        what: formatPath(extra.path),
        why: 'a second default docs plugin; the first one is carried.',
      });
    }
  }
  return { docs: docsCandidates[0], docsDisabled: disabled, customCss, gtag, uncarried };
}

const PRESET_OPTION_REASONS = {
  googleAnalytics: 'Universal Analytics no longer collects data; set analytics.gtag in site.yaml to a GA4 id.',
  googleTagManager:
    'this site sends page views with analytics.gtag or analytics.endpoint in site.yaml, not through Tag Manager.',
  sitemap: 'the build writes sitemap.xml itself, with its own rules (unlisted pages and noIndex versions left out).',
  svgr: 'this site does not import SVG files as React components.',
} as const;
