import { locateProblems, SiteConfigError, type ConfigProblem } from '../../../../schema/config-error';
import { parseSiteConfig, type Parsed } from '../../../../schema/parse';
import type { SiteConfig } from '../../../../schema';
import { MINIMAL_SITE_YAML } from '../../../schema/helpers';
import type { DocsMetadata, DocMeta, VersionMeta } from '../../../../src/shared/docs-metadata';

const doc = (id: string, path: string, sidebar: string | undefined = 'docsSidebar'): DocMeta => ({
  id,
  path,
  title: id,
  sidebarLabel: id,
  sidebar,
});

export function version(fields: Partial<VersionMeta> & Pick<VersionMeta, 'name' | 'path'>): VersionMeta {
  return {
    label: fields.name,
    isLast: false,
    mainDocId: 'index',
    mainDocPath: `${fields.path.replace(/\/$/, '')}/`,
    docs: [],
    draftIds: [],
    sidebars: {},
    banner: 'none',
    ...fields,
  };
}

/** Two versions like the real site's: the current one at /docs and v1 at /docs/v1. */
export const DOCS: DocsMetadata = {
  pluginId: 'default',
  versions: [
    version({
      name: 'current',
      label: 'v2.2.0',
      isLast: true,
      path: '/docs',
      sidebars: { docsSidebar: { link: '/docs/' }, emptySidebar: { link: undefined } },
      docs: [doc('index', '/docs/'), doc('fx/index', '/docs/fx/'), doc('fx/construct', '/docs/fx/construct')],
    }),
    version({
      name: 'v1',
      path: '/docs/v1',
      banner: 'unmaintained',
      sidebars: { sidebar: { link: '/docs/v1/' } },
      docs: [doc('index', '/docs/v1/', 'sidebar'), doc('fx', '/docs/v1/fx', 'sidebar')],
    }),
  ],
};

export const ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/search',
  '/versions',
  '/docs',
  '/docs/fx',
  '/docs/fx/construct',
  '/docs/v1',
  '/docs/v1/fx',
]);

/** Given after the test's own lines, so those keep their line numbers. */
const ENGLISH = ['i18n:', '  localeConfigs:', '    en: { label: English, htmlLang: en }'];

export function parse(...lines: string[]): Parsed<SiteConfig> {
  const i18n = lines.some((line) => line.startsWith('i18n:')) ? [] : ENGLISH;
  // MINIMAL_SITE_YAML is nine lines: what a test gives starts on line 10.
  return parseSiteConfig(`${MINIMAL_SITE_YAML}${[...lines, ...i18n].join('\n')}\n`);
}

/** The problems as `npm run build` prints them, with site.yaml lines. */
export function report(parsed: Parsed<SiteConfig>, problems: readonly ConfigProblem[]): string {
  return problems.length === 0
    ? 'no problems'
    : new SiteConfigError('site.yaml', locateProblems(parsed.source, problems)).message;
}
