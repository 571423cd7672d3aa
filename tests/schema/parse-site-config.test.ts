import { describe, expect, it } from 'vitest';
import { SiteConfigError } from '../../schema/config-error';
import { parseSiteConfig } from '../../schema/parse';
import { configError, EFFECTIE_SITE_YAML, itemOfType, MINIMAL_SITE_YAML, yamlLines } from './helpers';

const parseError = (text: string) => configError(() => parseSiteConfig(text));

describe("parseSiteConfig on effectie's site.yaml", () => {
  const { value: config } = parseSiteConfig(EFFECTIE_SITE_YAML);

  it('reads the identity of the site as written', () => {
    expect(config).toMatchObject({
      title: 'Effectie',
      url: 'https://effectie.kevinlee.io',
      baseUrl: '/',
      favicon: 'img/favicon.svg',
      titleDelimiter: '|',
    });
  });

  it('keeps the navbar items in order, with their positions', () => {
    expect(config.navbar.items.map((item) => [item.type, item.position])).toEqual([
      ['docSidebar', 'left'],
      ['docsVersionDropdown', 'right'],
      ['link', 'right'],
    ]);
  });

  it('fills in the defaults a site owner left out', () => {
    const dropdown = itemOfType(config.navbar.items[1], 'docsVersionDropdown');
    expect(dropdown).toMatchObject({ docsPluginId: 'default', dropdownItemsBefore: [] });
    expect(dropdown.dropdownItemsAfter).toEqual([{ type: 'link', label: 'All versions', to: '/versions' }]);
    expect(config.navbar.items[0]).toMatchObject({ docsPluginId: 'default', sidebarId: 'docsSidebar', label: 'Docs' });
    // toMatchObject: site.yaml grows new keys; these are the defaults this test is about.
    expect(config.announcementBar).toMatchObject({
      id: 'effectie-2-2-0',
      content: expect.stringContaining('Effectie 2.2.0 is out'),
      backgroundColor: 'var(--brand-surface)',
      textColor: 'var(--text)',
      isCloseable: true,
    });
    expect(config.search).toMatchObject({
      contextualSearch: true,
      searchPagePath: 'search',
      placeholder: 'Search docs',
      askAi: {},
    });
    expect(config.docs.versions.map((version) => [version.name, version.banner])).toEqual([
      ['current', 'none'],
      ['v1', 'unmaintained'],
    ]);
    expect(config.footer.style).toBe('dark');
    expect(config.i18n.localeConfigs.en).toMatchObject({ label: 'English', direction: 'ltr', htmlLang: 'en' });
  });

  it('keeps the footer columns and the dark logo', () => {
    expect(config.footer.links.map((column) => ('items' in column ? column.title : column.label))).toEqual([
      'Docs',
      'More',
    ]);
    expect(config.footer.logo).toMatchObject({
      src: 'img/logo.svg',
      srcDark: 'img/logo-dark.svg',
      href: 'https://github.com/kevin-lee/effectie',
    });
  });

  it('returns the YAML source so later checks can point at a line', () => {
    const { source } = parseSiteConfig(EFFECTIE_SITE_YAML);
    expect(source.fileName).toBe('site.yaml');
    expect(source.document.getIn(['navbar', 'items', 2, 'aria-label'])).toBe('GitHub repository');
  });
});

describe('parseSiteConfig defaults', () => {
  it('puts a navbar item without a position on the right', () => {
    const text =
      MINIMAL_SITE_YAML + yamlLines('navbar:', '  items:', '    - type: link', '      label: Blog', '      to: /blog');
    expect(parseSiteConfig(text).value.navbar.items).toEqual([
      { type: 'link', label: 'Blog', to: '/blog', position: 'left' },
    ]);
  });

  it('gives every optional section its defaults in a minimal file', () => {
    const { value } = parseSiteConfig(MINIMAL_SITE_YAML);
    expect(value).toMatchObject({
      tagline: '',
      baseUrl: '/',
      titleDelimiter: '|',
      i18n: {
        defaultLocale: 'en',
        locales: ['en'],
        localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
      },
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
      navbar: { hideOnScroll: false, items: [] },
      footer: { style: 'light', links: [] },
      docs: { pluginId: 'default', archived: [], tocMinLevel: 2, tocMaxLevel: 3 },
    });
    expect(value.announcementBar).toBeUndefined();
  });

  it('names the file it was given in the messages', () => {
    const error = configError(() => parseSiteConfig('title: 1', 'config/site.yaml'));
    expect(error.message.startsWith('config/site.yaml has 4 problems:')).toBe(true);
    expect(error.problems.every((problem) => problem.fileName === 'config/site.yaml')).toBe(true);
  });
});

describe('parseSiteConfig errors, one per kind', () => {
  it('YAML syntax error', () => {
    const error = parseError(MINIMAL_SITE_YAML + yamlLines('title: Again'));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]!.message).toBe('is not valid YAML: Map keys must be unique.');
    expect(error.message).toMatch(
      /^site\.yaml has 1 problem:\n {2}site\.yaml:\d+:\d+ is not valid YAML: Map keys must be unique\.\nFix it in site\.yaml; nothing was built from it\.$/,
    );
  });

  it('reports a YAML syntax error at its own line and column', () => {
    const error = parseError(MINIMAL_SITE_YAML + yamlLines('title: Again'));
    expect(error.problems[0]).toMatchObject({ line: 10, column: 1 });
  });

  it('unknown key', () => {
    expect(parseError(MINIMAL_SITE_YAML + yamlLines('colour: red')).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:10:1 colour: unknown key; check the spelling or remove it.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports an unknown key whose value is a block on the line of the key', () => {
    const error = parseError(MINIMAL_SITE_YAML + yamlLines('colour:', '  red: 1'));
    expect(error.problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toEqual([
      '10:1 unknown key; check the spelling or remove it.',
    ]);
  });

  it('unknown key inside a navbar item is reported on its own line', () => {
    const text =
      MINIMAL_SITE_YAML +
      yamlLines('navbar:', '  items:', '    - type: link', '      label: Blog', '      to: /blog', '      colour: red');
    expect(parseError(text).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:15:7 navbar.items[0].colour: unknown key; check the spelling or remove it.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('wrong enum value', () => {
    const text =
      MINIMAL_SITE_YAML +
      yamlLines(
        'navbar:',
        '  items:',
        '    - type: link',
        '      label: Blog',
        '      to: /blog',
        '      position: middle',
      );
    expect(parseError(text).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:15:17 navbar.items[0].position: expected "left" or "right", got "middle".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('unknown navbar item type', () => {
    const text = MINIMAL_SITE_YAML + yamlLines('navbar:', '  items:', '    - type: clock', '      position: left');
    expect(parseError(text).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:13 navbar.items[0].type: No NavbarItem component found for type "clock".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('URL that is not absolute', () => {
    const text = MINIMAL_SITE_YAML.replace('https://effectie.example.org', 'effectie.example.org');
    expect(parseError(text).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:2:6 url: expected an absolute URL such as "https://example.org", got "effectie.example.org".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('baseUrl with a character a URL holds only percent-encoded, such as a quote', () => {
    expect(parseError(MINIMAL_SITE_YAML + yamlLines(`baseUrl: '/a"b/'`)).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:10:10 baseUrl: must not hold quotes or any of < > \` { } | ^ \\ (a URL path holds them only percent-encoded), got "/a\\"b/".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('URL with a scheme other than http or https', () => {
    const text = MINIMAL_SITE_YAML.replace('https://effectie.example.org', 'ftp://effectie.example.org');
    expect(parseError(text).problems.map((problem) => problem.message)).toEqual([
      'expected an absolute URL such as "https://example.org", got "ftp://effectie.example.org".',
    ]);
  });

  it('baseUrl without its trailing slash', () => {
    expect(parseError(MINIMAL_SITE_YAML + yamlLines('baseUrl: /effectie')).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:10:10 baseUrl: must start and end with "/", for example "/" or "/effectie/", got "/effectie".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('value of the wrong type', () => {
    expect(
      parseError(MINIMAL_SITE_YAML + yamlLines('colorMode:', '  disableSwitch: "yes"')).message,
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:11:18 colorMode.disableSwitch: expected true or false, got "yes".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('required key left out', () => {
    expect(parseError(MINIMAL_SITE_YAML.replace('favicon: img/favicon.svg\n', '')).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:1:1 favicon: is required: expected a string.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('empty list where one entry is needed', () => {
    const text = yamlLines(
      'title: Effectie',
      'url: https://effectie.example.org',
      'favicon: img/favicon.svg',
      'docs:',
      '  versions: []',
    );
    expect(parseError(text).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:5:13 docs.versions: needs at least 1 entry.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('footer link with both "to" and "href"', () => {
    const text =
      MINIMAL_SITE_YAML +
      yamlLines(
        'footer:',
        '  links:',
        '    - title: Docs',
        '      items:',
        '        - label: Getting Started',
        '          to: /docs/',
        '          href: https://example.org/docs/',
      );
    expect(parseError(text).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:14:11 footer.links[0].items[0]: needs exactly one of "to", "href" or "html", got a mapping with "label", "to", "href".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('navbar link without "to" or "href"', () => {
    const text = MINIMAL_SITE_YAML + yamlLines('navbar:', '  items:', '    - type: link', '      label: Blog');
    expect(parseError(text).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:7 navbar.items[0].to: needs exactly one of "to" or "href", got nothing.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('rejects a navbar link whose activeBaseRegex is not a valid regular expression', () => {
    const text =
      MINIMAL_SITE_YAML +
      yamlLines(
        'navbar:',
        '  items:',
        '    - type: link',
        '      label: Blog',
        '      to: /blog',
        '      activeBaseRegex: "("',
      );
    expect(parseError(text).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:15:24 navbar.items[0].activeBaseRegex: is not a valid regular expression, got "(".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('a file that is not a mapping', () => {
    expect(parseError('- title: Effectie\n').message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:1:1 expected a mapping, got a list.
      Fix it in site.yaml; nothing was built from it."
    `);
  });
});

describe('parseSiteConfig with several problems', () => {
  it('reports every problem, sorted by line, not by the order of the schema', () => {
    // search comes before url in the file but after it in the schema.
    const text = yamlLines(
      'title: Effectie',
      'search:',
      '  placeholder: 3',
      'favicon: img/favicon.svg',
      'colorMode:',
      '  defaultMode: blue',
      'url: effectie.example.org',
      'docs:',
      '  versions:',
      '    - name: Current',
      '      label: Next',
      '      path: docs',
      '      sidebar: docsSidebar',
    );
    const error = parseError(text);
    expect(error.message).toMatchInlineSnapshot(`
      "site.yaml has 5 problems:
        site.yaml:3:16 search.placeholder: expected a string, got 3.
        site.yaml:6:16 colorMode.defaultMode: expected "light" or "dark", got "blue".
        site.yaml:7:6 url: expected an absolute URL such as "https://example.org", got "effectie.example.org".
        site.yaml:10:13 docs.versions[0].name: must be lower-case letters, digits, ".", "_" or "-", got "Current".
        site.yaml:12:13 docs.versions[0].path: must be a path starting with "/", got "docs".
      Fix them in site.yaml; nothing was built from it."
    `);
    const lines = error.problems.map((problem) => problem.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('ends every message with a period and quotes the bad value', () => {
    const text =
      MINIMAL_SITE_YAML +
      yamlLines(
        'baseUrl: effectie',
        'titleDelimiter: ""',
        'colorMode:',
        '  defaultMode: blue',
        'navbar:',
        '  items:',
        '    - type: html',
        '      value: 42',
        '    - type: link',
        '      label: A',
        '      to: ./docs',
      );
    const error = parseError(text);
    expect(error).toBeInstanceOf(SiteConfigError);
    expect(error.problems.map((problem) => problem.message)).toEqual([
      'must start and end with "/", for example "/" or "/effectie/", got "effectie".',
      'must not be empty, got "".',
      'expected "light" or "dark", got "blue".',
      'expected a string, got 42.',
      'must be a path of the site, from its root, such as "/docs/" or "docs/" (not "./docs/" nor a URL), got "./docs".',
    ]);
    for (const problem of error.problems) expect(problem.message).toMatch(/\.$/);
  });
});
