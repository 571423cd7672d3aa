import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../schema/parse';
import { siteConfigFromParsed } from '../../schema/site-config';
import { configError, MINIMAL_SITE_YAML, yamlLines } from './helpers';

const parse = (...lines: string[]) => parseSiteConfig(MINIMAL_SITE_YAML + yamlLines(...lines)).value;
const parseError = (...lines: string[]) =>
  configError(() => parseSiteConfig(MINIMAL_SITE_YAML + yamlLines(...lines))).message;

const ALGOLIA = ['algolia:', '  appId: APP123', '  apiKey: search-only-key', '  indexName: effectie'];

describe('algolia, as a docusaurus.config.js writes themeConfig.algolia', () => {
  it('means the hosted search that "search" with appId, apiKey and indexName means, with its defaults', () => {
    const config = parse(
      ...ALGOLIA,
      '  contextualSearch: false',
      '  externalUrlRegex: "^https://blog\\\\."',
      '  searchPagePath: find',
    );
    expect(config.search).toEqual({
      ...parse().search,
      appId: 'APP123',
      apiKey: 'search-only-key',
      indexName: 'effectie',
      contextualSearch: false,
      externalUrlRegex: '^https://blog\\.',
      searchPagePath: 'find',
    });
    expect('algolia' in config).toBe(false);
  });

  it('gives the same search as the search section that says the same', () => {
    expect(parse(...ALGOLIA).search).toEqual(
      parse(...ALGOLIA.map((line) => line.replace('algolia:', 'search:'))).search,
    );
  });

  it("takes askAi as an assistant id or as Docusaurus's long form", () => {
    expect(parse(...ALGOLIA, '  askAi: assistant-1').search.askAi).toEqual({ assistantId: 'assistant-1' });
    expect(
      parse(
        ...ALGOLIA,
        '  askAi: { assistantId: assistant-2, appId: APP123, apiKey: search-only-key, indexName: effectie }',
      ).search.askAi,
    ).toEqual({ assistantId: 'assistant-2' });
  });

  it('accepts searchParameters and insights where they ask for nothing, as copied examples write them', () => {
    expect(parse(...ALGOLIA, '  searchParameters: {}', '  insights: false').search).toEqual(parse(...ALGOLIA).search);
  });

  it('refuses both algolia and search: they configure the one search', () => {
    expect(parseError(...ALGOLIA, 'search:', '  placeholder: Find')).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:11:3 algolia: configures the site search, as "search" does: give one of the two (algolia is a hosted index, "search" with appId, apiKey and indexName).
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('asks for the three fields of a hosted index, and refuses what the site search has no meaning for', () => {
    expect(
      parseError(
        'algolia:',
        '  appId: APP123',
        '  insights: true',
        '  searchParameters: { facetFilters: ["type:content"] }',
        '  replaceSearchResultPathname: { from: /docs/, to: / }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 5 problems:
        site.yaml:11:3 algolia.apiKey: is required: expected a string.
        site.yaml:11:3 algolia.indexName: is required: expected a string.
        site.yaml:12:13 algolia.insights: is not carried over (the site sends no search events to Algolia): only false is accepted, got true.
        site.yaml:13:21 algolia.searchParameters: is not carried over (searches send only the filters of contextualSearch: the version being read and the site language): only an empty mapping is accepted, got a mapping with "facetFilters".
        site.yaml:14:32 algolia.replaceSearchResultPathname: is not carried over (results lead to the URLs the index holds, which the site maps to its own pages), got a mapping with "from", "to".
      Fix them in site.yaml; nothing was built from it."
    `);
  });
});

describe('the year in footer.copyright', () => {
  it('replaces every {year} with the year the site is built in', () => {
    const copyright = parse('footer:', '  copyright: "Copyright © 2019-{year} Kevin Lee, {year}"').footer.copyright;
    expect(copyright).toBe(`Copyright © 2019-${new Date().getFullYear()} Kevin Lee, ${new Date().getFullYear()}`);
  });

  it("is the build's year, which the build gives", () => {
    const { footer } = siteConfigFromParsed(
      {
        footer: { copyright: '© {year}', style: 'dark' as const, links: [] },
        i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
      },
      { year: 2031 },
    );
    expect(footer.copyright).toBe('© 2031');
  });
});

describe('i18n.localeConfigs', () => {
  it("may be left out: each locale's label, direction and html lang come from the locale", () => {
    expect(parse('i18n:', '  defaultLocale: pt-BR', '  locales: [pt-BR]').i18n.localeConfigs).toEqual({
      'pt-BR': { label: 'Português (Brasil)', direction: 'ltr', htmlLang: 'pt-BR' },
    });
    expect(
      parse('i18n:', '  defaultLocale: he', '  locales: [he]', '  localeConfigs: { he: { label: Hebrew } }').i18n
        .localeConfigs.he,
    ).toEqual({ label: 'Hebrew', direction: 'rtl', htmlLang: 'he' });
  });
});

describe('docs.versions[].banner', () => {
  it('takes "unreleased", Docusaurus\'s banner of a version newer than the last release', () => {
    const config = parseSiteConfig(
      MINIMAL_SITE_YAML.replace(
        '      sidebar: docsSidebar\n',
        '      sidebar: docsSidebar\n      banner: unreleased\n',
      ),
    ).value;
    expect(config.docs.versions[0]!.banner).toBe('unreleased');
  });
});
