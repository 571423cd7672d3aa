import { describe, expect, it } from 'vitest';
import { categorySchema, frontMatterSchema } from '../../schema/content';
import { parseYaml } from '../../schema/parse';
import { configError, yamlLines } from './helpers';

describe('front matter schema through parseYaml', () => {
  it('fills in the defaults of a page', () => {
    const { value } = parseYaml(yamlLines('title: Fx'), 'content/current/fx.md', frontMatterSchema, 1);
    expect(value).toEqual({ title: 'Fx', draft: false, hide_table_of_contents: false });
  });

  it('keeps every field a page may set', () => {
    const text = yamlLines(
      'id: fx-intro',
      'title: Fx',
      'sidebar_label: Intro',
      'sidebar_position: 2.5',
      'slug: /fx',
      'description: All about Fx',
      'draft: true',
      'hide_table_of_contents: true',
    );
    expect(parseYaml(text, 'content/current/fx.md', frontMatterSchema, 1).value).toEqual({
      id: 'fx-intro',
      title: 'Fx',
      sidebar_label: 'Intro',
      sidebar_position: 2.5,
      slug: '/fx',
      description: 'All about Fx',
      draft: true,
      hide_table_of_contents: true,
    });
  });

  it('shifts line numbers by the offset of the front matter in its file', () => {
    // The front matter starts on line 2 of the page, after the opening "---".
    const text = yamlLines('title: Fx', 'sidebar_position: first', 'toc_max_heading_level: 7', 'tagz: [a]');
    const error = configError(() => parseYaml(text, 'content/current/fx.md', frontMatterSchema, 1));
    expect(error.message).toMatchInlineSnapshot(`
      "content/current/fx.md has 3 problems:
        content/current/fx.md:3:19 sidebar_position: expected a number, got "first".
        content/current/fx.md:4:24 toc_max_heading_level: must be a heading level from 2 to 6, got 7.
        content/current/fx.md:5:1 tagz: unknown key; check the spelling or remove it.
      Fix them in content/current/fx.md; nothing was built from it."
    `);
  });

  it('takes any id Docusaurus takes, and refuses one with a slash', () => {
    expect(parseYaml(yamlLines('id: Fx Intro'), 'content/current/fx.md', frontMatterSchema, 1).value.id).toBe(
      'Fx Intro',
    );
    const error = configError(() =>
      parseYaml(yamlLines('id: fx/intro', 'title: Fx'), 'content/current/fx.md', frontMatterSchema, 1),
    );
    expect(error.problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toEqual([
      '2:5 must not contain "/", got "fx/intro".',
    ]);
  });

  it('leaves the title out when the page has none: the first heading gives it (see readDocFile)', () => {
    expect(parseYaml(yamlLines('description: x'), 'content/current/fx.md', frontMatterSchema, 1).value).toEqual({
      description: 'x',
      draft: false,
      hide_table_of_contents: false,
    });
  });
});

describe('_category_.yaml schema through parseYaml', () => {
  it('leaves out what a category does not say, as Docusaurus: the sidebar gives the defaults', () => {
    expect(parseYaml(yamlLines('label: Fx'), '_category_.yaml', categorySchema).value).toEqual({ label: 'Fx' });
    expect(parseYaml('', '_category_.yaml', categorySchema).value).toEqual({});
  });

  it("reads JSON, as Docusaurus's _category_.json, with every field it takes", () => {
    const text = JSON.stringify({
      label: 'Guides',
      position: 2,
      collapsible: false,
      collapsed: false,
      className: 'red',
      customProps: { emoji: 'x' },
      key: 'guides',
      description: 'All the guides.',
      link: {
        type: 'generated-index',
        title: 'Every guide',
        description: 'Read them in order.',
        slug: '/guides',
        keywords: ['a', 'b'],
        image: '/img/guides.png',
      },
    });
    expect(parseYaml(text, '_category_.json', categorySchema).value).toEqual(JSON.parse(text));
    expect(parseYaml('{"link": null}', '_category_.json', categorySchema).value).toEqual({ link: null });
  });

  it('accepts a link to a doc', () => {
    const text = yamlLines(
      'label: Fx',
      'position: 3',
      'collapsed: false',
      'link:',
      '  type: doc',
      '  id: fx/construct',
    );
    expect(parseYaml(text, '_category_.yaml', categorySchema).value).toEqual({
      label: 'Fx',
      position: 3,
      collapsed: false,
      link: { type: 'doc', id: 'fx/construct' },
    });
  });

  it('reports misspelled keys and bad links with their lines', () => {
    const text = yamlLines('label: Fx', 'colapsed: false', 'link:', '  type: page', '  id: fx/construct');
    const error = configError(() => parseYaml(text, 'content/current/fx/_category_.yaml', categorySchema));
    expect(error.message).toMatchInlineSnapshot(`
      "content/current/fx/_category_.yaml has 2 problems:
        content/current/fx/_category_.yaml:2:1 colapsed: unknown key; check the spelling or remove it.
        content/current/fx/_category_.yaml:4:9 link.type: expected "doc" or "generated-index", got "page".
      Fix them in content/current/fx/_category_.yaml; nothing was built from it."
    `);
  });
});

describe("Docusaurus's doc front matter", () => {
  const problems = (...lines: string[]) =>
    configError(() => parseYaml(yamlLines(...lines), 'content/current/fx.md', frontMatterSchema, 1)).message;

  it('accepts every field Docusaurus documents, read as Docusaurus reads them', () => {
    const text = yamlLines(
      'id: 2024',
      'title: 2024',
      'description: ""',
      'hide_title: "true"',
      'sidebar_position: "1.5"',
      'sidebar_class_name: wide',
      'sidebar_custom_props: { badge: new }',
      'sidebar_key: fx-key',
      'displayed_sidebar: null',
      'slug: intro',
      'keywords: [fx, 3]',
      'image: /img/card.png',
      'tags: [fx, { label: Effects, permalink: /effects }]',
      'unlisted: true',
      'toc_min_heading_level: 3',
      'toc_max_heading_level: "5"',
      'pagination_label: Fx, the short way',
      'pagination_prev: null',
      'pagination_next: fx/construct',
      'custom_edit_url: ""',
      'last_update: { author: Kevin }',
      'parse_number_prefixes: false',
    );
    expect(parseYaml(text, 'content/current/fx.md', frontMatterSchema, 1).value).toEqual({
      id: '2024',
      title: '2024',
      description: '',
      hide_title: true,
      sidebar_position: 1.5,
      sidebar_class_name: 'wide',
      sidebar_custom_props: { badge: 'new' },
      sidebar_key: 'fx-key',
      displayed_sidebar: null,
      slug: 'intro',
      keywords: ['fx', '3'],
      image: '/img/card.png',
      tags: ['fx', { label: 'Effects', permalink: '/effects' }],
      draft: false,
      unlisted: true,
      hide_table_of_contents: false,
      toc_min_heading_level: 3,
      toc_max_heading_level: 5,
      pagination_label: 'Fx, the short way',
      pagination_prev: null,
      pagination_next: 'fx/construct',
      custom_edit_url: '',
      last_update: { author: 'Kevin' },
      parse_number_prefixes: false,
    });
  });

  it('refuses what Docusaurus refuses, each at its line', () => {
    expect(
      problems(
        'title: Fx',
        'last_update: {}',
        'tags: [[nested]]',
        'image: not a url',
        'sidebar_position: "first"',
        'keywords: fx',
      ),
    ).toMatchInlineSnapshot(`
      "content/current/fx.md has 5 problems:
        content/current/fx.md:3:14 last_update: needs an author, a date or both, got an empty mapping.
        content/current/fx.md:4:8 tags[0]: expected a string or a mapping, got a list.
        content/current/fx.md:5:8 image: must be a URL or a path, got "not a url".
        content/current/fx.md:6:19 sidebar_position: expected a number, got "first".
        content/current/fx.md:7:11 keywords: expected a list, got "fx".
      Fix them in content/current/fx.md; nothing was built from it."
    `);
  });

  it('refuses a draft that is unlisted, and a table of contents whose smallest level is above its largest', () => {
    expect(
      problems('title: Fx', 'draft: true', 'unlisted: true', 'toc_min_heading_level: 4', 'toc_max_heading_level: 3'),
    ).toMatchInlineSnapshot(`
      "content/current/fx.md has 2 problems:
        content/current/fx.md:4:11 unlisted: a page cannot be both a draft and unlisted, got true.
        content/current/fx.md:5:24 toc_min_heading_level: must not be above toc_max_heading_level, got 4.
      Fix them in content/current/fx.md; nothing was built from it."
    `);
  });

  it('keeps refusing keys no Docusaurus version documents', () => {
    expect(problems('title: Fx', 'sidebar_positon: 2', 'author: Kevin')).toMatchInlineSnapshot(`
      "content/current/fx.md has 2 problems:
        content/current/fx.md:3:1 sidebar_positon: unknown key; check the spelling or remove it.
        content/current/fx.md:4:1 author: unknown key; check the spelling or remove it.
      Fix them in content/current/fx.md; nothing was built from it."
    `);
  });
});
