import { posix } from 'node:path';
import { formatPath, lineOfKey, type KeyPath } from './key-lines';
import type { ComputedValue } from './computed-values';
import type { Uncarried } from './report';
import type { PlannedVersion } from './versions';

/** A version as site.yaml writes it, with its main sidebar. */
export interface SiteVersion extends PlannedVersion {
  sidebar: string;
  /** Its pages name their own "Edit this page" link (mdoc inputs), rather than following docs.editUrl. */
  ownEditUrls?: boolean;
}

export interface SiteYamlInput {
  /** The config file's name and text, to point at lines. */
  file: string;
  source: string;
  config: Record<string, unknown>;
  computed: readonly ComputedValue[];
  docsOptions: Record<string, unknown>;
  /** Where the docs options are in the config (`presets[0][1].docs`). */
  docsPath: KeyPath;
  /** The folder of the current version's pages, from the site folder (`docs`, or mdoc's input `../docs`). */
  docsDir: string;
  versions: readonly SiteVersion[];
  gtag: string | undefined;
  /** site.yaml's `examples:` from the mdoc projects of the build: variables, sets, scalacOptions. */
  examples: Readonly<Record<string, unknown>>;
  /** The build file they come from (`../build.sbt`). */
  examplesAt?: string | undefined;
  /** site.yaml's `theme:` from the classic preset's customCss and the colours it sets. */
  theme?: { value: Readonly<Record<string, unknown>>; where: string } | undefined;
  /** site.yaml's `home:` from src/pages/index.js, and where it is read. */
  home?: { value: Readonly<Record<string, unknown>>; where: string } | undefined;
}

/** Where a section of site.yaml comes from: a path of the config, or a place of another file. */
interface Origin {
  site: KeyPath;
  config: KeyPath;
  /** `../build.sbt:12` for what does not come from the config. */
  where?: string;
}

export interface SiteYaml {
  value: Record<string, unknown>;
  /** Where each section of site.yaml comes from, for the report. */
  origins: readonly Origin[];
  uncarried: Uncarried[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Top-level keys the import reads, besides the sections below. */
const READ_KEYS = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'titleDelimiter',
  'noIndex',
  'i18n',
  'presets',
  'plugins',
  'themes',
  'themeConfig',
]);
const READ_THEME_KEYS = new Set([
  'navbar',
  'footer',
  'colorMode',
  'announcementBar',
  'image',
  'docs',
  'tableOfContents',
  'algolia',
]);
const READ_DOCS_KEYS = new Set([
  'id',
  'path',
  'routeBasePath',
  'sidebarPath',
  'lastVersion',
  'versions',
  'includeCurrentVersion',
  'onlyIncludeVersions',
  'disableVersioning',
  'editUrl',
  'editCurrentVersion',
  'showLastUpdateTime',
]);

const DEPLOYMENT = 'used by `docusaurus deploy`; this site is deployed as static files (guides/deploying.md).';
const KEY_REASONS: Record<string, string> = {
  organizationName: DEPLOYMENT,
  projectName: DEPLOYMENT,
  deploymentBranch: DEPLOYMENT,
  githubHost: DEPLOYMENT,
  githubPort: DEPLOYMENT,
  trailingSlash: 'routes are served with and without a trailing slash alike.',
  onBrokenLinks: 'the build always stops on a broken link, listing each with its page.',
  onBrokenMarkdownLinks: 'the build always stops on a broken link, listing each with its page.',
  onBrokenAnchors: 'the build always stops on a broken anchor, listing each with its page.',
  onDuplicateRoutes: 'two pages with one route stop the build.',
  customFields: "this site runs no React code of the site's own that would read them.",
  scripts: 'the site adds no script of its own; analytics and search are set in site.yaml.',
  stylesheets: 'the site adds no stylesheet of its own.',
  clientModules: "this site runs no client module of the site's own.",
  headTags: 'the build writes the head of every page itself.',
  markdown: "pages are read as Docusaurus 3 reads MDX pages, with the site's own Markdown support (guides/pages.md).",
  staticDirectories: 'public/ is the one folder of static files; only static/ was copied.',
  future: "Docusaurus's build flags have no meaning here.",
  webpack: 'the site is built with Vite.',
  baseUrlIssueBanner: 'a wrong base URL fails the build instead.',
  prism:
    "code is highlighted by shiki with the site's own themes; the Prism theme and additionalLanguages are not carried.",
  metadata: "the build writes each page's description, keywords and social card tags from site.yaml and front matter.",
  showLastUpdateAuthor: 'the site shows the date of the last change, not its author.',
  sidebarCollapsible: 'each category says it in its _category_ file; the default is collapsible.',
  sidebarCollapsed: 'each category says it in its _category_ file; the default is collapsed.',
  breadcrumbs: 'every doc page shows its breadcrumbs.',
  tagsBasePath: 'tags are at <version path>/tags/.',
  remarkPlugins: 'this site runs no remark plugin; its Markdown support is its own (guides/pages.md).',
  rehypePlugins: 'this site runs no rehype plugin; its Markdown support is its own (guides/pages.md).',
  beforeDefaultRemarkPlugins: 'this site runs no remark plugin; its Markdown support is its own (guides/pages.md).',
  beforeDefaultRehypePlugins: 'this site runs no rehype plugin; its Markdown support is its own (guides/pages.md).',
  recmaPlugins: 'this site runs no recma plugin.',
  admonitions: "the site has Docusaurus 3's admonitions and no others.",
  sidebarItemsGenerator: "sidebars are generated from the folders, as Docusaurus's default generator does.",
  numberPrefixParser: "number prefixes are parsed as Docusaurus's default parser does.",
};
const reasonFor = (key: string) => KEY_REASONS[key] ?? 'site.yaml has no place for it.';

/** Is the value empty, as a list of no plugins is. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && Object.keys(value).length === 0);

/** Plain YAML data: functions and stubs dropped, Docusaurus's `pathname://` links made paths of the site. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain).filter((item) => item !== undefined);
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return undefined;
  if (typeof value === 'string' && value.startsWith('pathname://'))
    return value.slice('pathname://'.length).replace(/^\/?/, '/');
  if (isObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, plain(item)] as const)
      .filter(([, item]) => item !== undefined);
    return Object.fromEntries(entries);
  }
  return value;
}

const startsWith = (path: KeyPath, prefix: KeyPath) => prefix.every((key, index) => path[index] === key);

/** site.yaml from the Docusaurus config: every value it has a place for, and the list of the rest. */
export function siteYaml(input: SiteYamlInput): SiteYaml {
  const { file, source, config, docsOptions, docsPath } = input;
  const theme = isObject(config.themeConfig) ? config.themeConfig : {};
  const uncarried: Uncarried[] = [];
  const at = (path: KeyPath) => `${file}:${lineOfKey(source, path)}`;
  const notCarried = (path: KeyPath, why: string) => uncarried.push({ where: at(path), what: formatPath(path), why });

  for (const [key, value] of Object.entries(config))
    if (!READ_KEYS.has(key) && !isEmpty(value)) notCarried([key], reasonFor(key));
  for (const [key, value] of Object.entries(theme))
    if (!READ_THEME_KEYS.has(key) && !isEmpty(value)) notCarried(['themeConfig', key], reasonFor(key));
  for (const [key, value] of Object.entries(docsOptions))
    if (!READ_DOCS_KEYS.has(key) && !isEmpty(value)) notCarried([...docsPath, key], reasonFor(key));

  const value: Record<string, unknown> = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    titleDelimiter: config.titleDelimiter,
    image: theme.image,
    noIndex: config.noIndex === true ? true : undefined,
  };
  const origins: Origin[] = [
    { site: ['image'], config: ['themeConfig', 'image'] },
    { site: ['i18n'], config: ['i18n'] },
    { site: ['colorMode'], config: ['themeConfig', 'colorMode'] },
    { site: ['navbar'], config: ['themeConfig', 'navbar'] },
    { site: ['footer'], config: ['themeConfig', 'footer'] },
    { site: ['announcementBar'], config: ['themeConfig', 'announcementBar'] },
    { site: ['algolia'], config: ['themeConfig', 'algolia'] },
    { site: ['docs', 'sidebar'], config: ['themeConfig', 'docs', 'sidebar'] },
    { site: ['docs', 'versionPersistence'], config: ['themeConfig', 'docs', 'versionPersistence'] },
    { site: ['docs', 'tocMinLevel'], config: ['themeConfig', 'tableOfContents', 'minHeadingLevel'] },
    { site: ['docs', 'tocMaxLevel'], config: ['themeConfig', 'tableOfContents', 'maxHeadingLevel'] },
    { site: ['docs', 'editUrl'], config: [...docsPath, 'editUrl'] },
    { site: ['docs', 'versions'], config: [...docsPath, 'versions'] },
    { site: ['analytics'], config: ['presets'] },
  ];

  if (isObject(config.i18n)) {
    const defaultLocale = typeof config.i18n.defaultLocale === 'string' ? config.i18n.defaultLocale : 'en';
    const locales = Array.isArray(config.i18n.locales) ? config.i18n.locales.map(String) : [defaultLocale];
    const others = locales.filter((locale) => locale !== defaultLocale);
    if (others.length > 0)
      notCarried(
        ['i18n', 'locales'],
        `the site is built in one language; ${others.map((locale) => `"${locale}"`).join(', ')} and its translations under i18n/ are not carried.`,
      );
    const configs = isObject(config.i18n.localeConfigs) ? config.i18n.localeConfigs : {};
    value.i18n = {
      defaultLocale,
      locales: [defaultLocale],
      ...(configs[defaultLocale] === undefined ? {} : { localeConfigs: { [defaultLocale]: configs[defaultLocale] } }),
    };
  }
  value.colorMode = theme.colorMode;
  if (input.theme !== undefined) {
    value.theme = structuredClone(input.theme.value);
    origins.push({ site: ['theme'], config: ['theme'], where: input.theme.where });
  }
  value.navbar = theme.navbar;
  value.footer = theme.footer;
  value.announcementBar = theme.announcementBar;
  value.algolia = theme.algolia;
  if (input.home !== undefined) {
    value.home = structuredClone(input.home.value);
    origins.push({ site: ['home'], config: ['home'], where: input.home.where });
  }

  const themeDocs = isObject(theme.docs) ? theme.docs : {};
  const toc = isObject(theme.tableOfContents) ? theme.tableOfContents : {};
  value.docs = {
    sidebar: themeDocs.sidebar,
    versionPersistence: themeDocs.versionPersistence,
    versions: input.versions.map((version) => ({
      name: version.name,
      label: version.label,
      path: version.path,
      sidebar: version.sidebar,
      ...(version.banner === 'none' ? {} : { banner: version.banner }),
      ...(version.noIndex ? { noIndex: true } : {}),
    })),
    tocMinLevel: toc.minHeadingLevel,
    tocMaxLevel: toc.maxHeadingLevel,
    editUrl: editUrlTemplate(input, notCarried),
    lastUpdated: docsOptions.showLastUpdateTime === true,
  };
  if (input.gtag !== undefined) value.analytics = { gtag: input.gtag };
  if (Object.keys(input.examples).length > 0) {
    value.examples = structuredClone(input.examples);
    origins.push({ site: ['examples'], config: ['mdocVariables'], where: input.examplesAt });
  }

  for (const computed of input.computed) {
    const origin = origins.find(({ config: from }) => startsWith(computed.path, from)) ?? {
      site: computed.path,
      config: computed.path,
    };
    const sitePath = [...origin.site, ...computed.path.slice(origin.config.length)];
    if (formatPath(sitePath) === 'footer.copyright' && computed.yearTemplate !== undefined) {
      (value.footer as Record<string, unknown>).copyright = computed.yearTemplate;
      continue;
    }
    if (
      !origins.some(({ config: from }) => startsWith(computed.path, from)) &&
      !['title', 'tagline', 'url', 'baseUrl', 'favicon', 'titleDelimiter'].includes(String(computed.path[0]))
    )
      continue;
    notCarried(
      computed.path,
      `it is computed when the config is evaluated (it changes with the date); today's value ${JSON.stringify(computed.value)} was written.`,
    );
  }
  return { value: plain(value) as Record<string, unknown>, origins, uncarried };
}

/**
 * Docusaurus links a page to `editUrl` + its docs folder from the site folder + its path there;
 * the site's template says the same with `{path}`.
 */
function editUrlTemplate(input: SiteYamlInput, notCarried: (path: KeyPath, why: string) => void): string | undefined {
  const { editUrl, editCurrentVersion } = input.docsOptions;
  if (editUrl === undefined) return undefined;
  if (typeof editUrl !== 'string') {
    notCarried(
      [...input.docsPath, 'editUrl'],
      'a function has no place in site.yaml; write docs.editUrl as a template with {file}, {path} or {version}.',
    );
    return undefined;
  }
  if (
    input.versions.some((version) => version.docusaurusName !== 'current' && version.ownEditUrls !== true) &&
    editCurrentVersion !== true
  ) {
    notCarried(
      [...input.docsPath, 'editUrl'],
      'site.yaml has one edit URL for every version: the pages of older versions link to the file of the same path in the current docs, as with editCurrentVersion.',
    );
  }
  // `website/` + `../docs` is `docs/`, as a browser resolves it.
  const [, origin = '', path = ''] = /^(https?:\/\/[^/]+)(.*)$/.exec(editUrl) ?? [];
  const folder = posix.normalize(posix.join(path || '/', input.docsDir, '{path}'));
  return `${origin}${folder.startsWith('/') ? folder : `/${folder}`}`;
}
