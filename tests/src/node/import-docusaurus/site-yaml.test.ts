import { describe, expect, it } from 'vitest';
import { siteYaml, type SiteYamlInput } from '../../../../src/node/import-docusaurus/site-yaml';

const SOURCE = `const config = {
  title: 'Fixture',
  url: 'https://fixture.example.org',
  baseUrl: '/',
  favicon: 'img/favicon.png',
  organizationName: 'fixture-org',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: {
    editUrl: 'https://github.com/o/r/tree/main/website/',
    showLastUpdateTime: true,
    remarkPlugins: [math],
    sidebarCollapsed: false,
  } }]],
  themeConfig: {
    navbar: { items: [{ to: 'pathname:///api/', label: 'API' }] },
    footer: { copyright: \`© \${new Date().getFullYear()} Fixture\` },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    prism: { theme: lightTheme },
  },
};
`;

const input = (overrides: Partial<SiteYamlInput> = {}): SiteYamlInput => ({
  file: 'docusaurus.config.js',
  source: SOURCE,
  config: {
    title: 'Fixture',
    url: 'https://fixture.example.org',
    baseUrl: '/',
    favicon: 'img/favicon.png',
    organizationName: 'fixture-org',
    i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    presets: [],
    themeConfig: {
      navbar: { items: [{ to: 'pathname:///api/', label: 'API' }] },
      footer: { copyright: '© 2026 Fixture' },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
      prism: { theme: () => undefined },
    },
  },
  computed: [
    { path: ['themeConfig', 'footer', 'copyright'], value: '© 2026 Fixture', yearTemplate: '© {year} Fixture' },
  ],
  docsOptions: {
    editUrl: 'https://github.com/o/r/tree/main/website/',
    showLastUpdateTime: true,
    remarkPlugins: [() => undefined],
    sidebarCollapsed: false,
  },
  docsPath: ['presets', 0, 1, 'docs'],
  docsDir: 'docs',
  versions: [
    {
      docusaurusName: 'current',
      name: 'current',
      label: 'Next',
      path: '/docs',
      banner: 'none',
      noIndex: false,
      docsDir: 'docs',
      sidebarsFile: undefined,
      sidebar: 'defaultSidebar',
    },
  ],
  gtag: undefined,
  examples: { variables: { VERSION: '1.2.0' } },
  ...overrides,
});

describe('siteYaml', () => {
  it('carries the config into site.yaml: the computed year as {year}, pathname:// links as paths, the docs options', () => {
    expect(siteYaml(input()).value).toEqual({
      title: 'Fixture',
      url: 'https://fixture.example.org',
      baseUrl: '/',
      favicon: 'img/favicon.png',
      i18n: { defaultLocale: 'en', locales: ['en'] },
      navbar: { items: [{ to: '/api/', label: 'API' }] },
      footer: { copyright: '© {year} Fixture' },
      docs: {
        versions: [{ name: 'current', label: 'Next', path: '/docs', sidebar: 'defaultSidebar' }],
        tocMinLevel: 2,
        tocMaxLevel: 4,
        editUrl: 'https://github.com/o/r/tree/main/website/docs/{path}',
        lastUpdated: true,
      },
      examples: { variables: { VERSION: '1.2.0' } },
    });
  });

  it('lists each key it has no place for at its line, with what to do instead', () => {
    expect(
      siteYaml(input()).uncarried.map(({ where, what, why }) => `${where} ${what}: ${why}`),
    ).toMatchInlineSnapshot(`
      [
        "docusaurus.config.js:6 organizationName: used by \`docusaurus deploy\`; this site is deployed as static files (guides/deploying.md).",
        "docusaurus.config.js:18 themeConfig.prism: code is highlighted by shiki with the site's own themes; the Prism theme and additionalLanguages are not carried.",
        "docusaurus.config.js:11 presets[0][1].docs.remarkPlugins: this site runs no remark plugin; its Markdown support is its own (guides/pages.md).",
        "docusaurus.config.js:12 presets[0][1].docs.sidebarCollapsed: each category says it in its _category_ file; the default is collapsed.",
        "docusaurus.config.js:7 i18n.locales: the site is built in one language; "fr" and its translations under i18n/ are not carried.",
      ]
    `);
  });

  it('writes the banner of each version, and says that one edit URL serves every version', () => {
    const versions: SiteYamlInput['versions'] = [
      {
        docusaurusName: '2.0',
        name: '2.0',
        label: '2.0',
        path: '/docs',
        banner: 'none',
        noIndex: false,
        docsDir: 'versioned_docs/version-2.0',
        sidebarsFile: undefined,
        sidebar: 'docs',
      },
      {
        docusaurusName: 'current',
        name: 'current',
        label: 'Next',
        path: '/docs/next',
        banner: 'unreleased',
        noIndex: false,
        docsDir: 'docs',
        sidebarsFile: undefined,
        sidebar: 'docs',
      },
      {
        docusaurusName: '1.0',
        name: '1.0',
        label: '1.0',
        path: '/docs/1.0',
        banner: 'unmaintained',
        noIndex: true,
        docsDir: 'versioned_docs/version-1.0',
        sidebarsFile: undefined,
        sidebar: 'docs',
      },
    ];
    const { value, uncarried } = siteYaml(input({ versions }));
    expect((value.docs as { versions: unknown }).versions).toEqual([
      { name: '2.0', label: '2.0', path: '/docs', sidebar: 'docs' },
      { name: 'current', label: 'Next', path: '/docs/next', sidebar: 'docs', banner: 'unreleased' },
      { name: '1.0', label: '1.0', path: '/docs/1.0', sidebar: 'docs', banner: 'unmaintained', noIndex: true },
    ]);
    expect(uncarried.find(({ what }) => what.endsWith('editUrl'))?.why).toMatchInlineSnapshot(
      `"site.yaml has one edit URL for every version: the pages of older versions link to the file of the same path in the current docs, as with editCurrentVersion."`,
    );
  });

  it("points the edit URL of an mdoc site at mdoc's input, the pages' own folder", () => {
    const docs = siteYaml(
      input({ docsDir: '../docs', docsOptions: { editUrl: 'https://github.com/o/r/edit/main/website/' } }),
    ).value.docs as { editUrl: string };
    expect(docs.editUrl).toBe('https://github.com/o/r/edit/main/docs/{path}');
  });

  it("keeps today's value of another computed value and says so", () => {
    const computed = [{ path: ['tagline'], value: 'Built in 2026, week 48', yearTemplate: undefined }];
    expect(
      siteYaml(input({ computed, config: { ...input().config, tagline: 'Built in 2026, week 48' } })).uncarried.at(-1),
    ).toMatchInlineSnapshot(`
      {
        "what": "tagline",
        "where": "docusaurus.config.js:1",
        "why": "it is computed when the config is evaluated (it changes with the date); today's value "Built in 2026, week 48" was written.",
      }
    `);
  });
});
