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

  it('rejects an id that is not a file-name-like word', () => {
    const error = configError(() => parseYaml(yamlLines('id: Fx Intro', 'title: Fx'), 'content/current/fx.md', frontMatterSchema, 1));
    expect(error.problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toEqual([
      '2:5 must be lower-case letters, digits, ".", "_" or "-", got "Fx Intro".',
    ]);
  });

  it('leaves the title out when the page has none: the first heading gives it (see readDocFile)', () => {
    expect(parseYaml(yamlLines('description: x'), 'content/current/fx.md', frontMatterSchema, 1).value).toEqual({ description: 'x', draft: false, hide_table_of_contents: false });
  });
});

describe('_category_.yaml schema through parseYaml', () => {
  it('fills in the defaults of a category', () => {
    expect(parseYaml(yamlLines('label: Fx'), '_category_.yaml', categorySchema).value).toEqual({ label: 'Fx', collapsible: true, collapsed: true });
  });

  it('accepts a link to a doc', () => {
    const text = yamlLines('label: Fx', 'position: 3', 'collapsed: false', 'link:', '  type: doc', '  id: fx/construct');
    expect(parseYaml(text, '_category_.yaml', categorySchema).value).toEqual({
      label: 'Fx',
      position: 3,
      collapsible: true,
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
        content/current/fx/_category_.yaml:4:9 link.type: expected "doc", got "page".
      Fix them in content/current/fx/_category_.yaml; nothing was built from it."
    `);
  });

  it('reports an empty file as a missing label', () => {
    const error = configError(() => parseYaml('', '_category_.yaml', categorySchema));
    expect(error.problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toEqual(['1:1 is required: expected a string.']);
  });
});
