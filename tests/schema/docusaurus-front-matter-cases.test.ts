import { describe, expect, it } from 'vitest';
import { formatProblem, SiteConfigError } from '../../schema/config-error';
import { readDocFile } from '../../src/node/docs/read-doc-file';

/**
 * The doc front matter Docusaurus 3's own validation tests accept and refuse
 * (packages/docusaurus-plugin-content-docs/src/__tests__/frontMatter.test.ts), restated as the
 * YAML a page would carry, each accepted one with the value Docusaurus reads from it (besides
 * DEFAULTS): `hide_title: "false"` reads as false. A case it repeats, or writes with an `undefined`
 * field (which YAML cannot write), appears once.
 */
/** What a page's front matter reads as when it sets nothing: Docusaurus's defaults. */
const DEFAULTS = { draft: false, hide_table_of_contents: false };

const DOCUSAURUS: Record<
  string,
  { accepts: Array<[frontMatter: string, read: Record<string, unknown>]>; refuses: string[] }
> = {
  'no front matter': {
    accepts: [['', {}]],
    refuses: [],
  },
  'a key no Docusaurus version documents': {
    accepts: [['abc: "1"', { abc: '1' }]],
    refuses: [],
  },
  id: {
    accepts: [
      ['id: "123"', { id: '123' }],
      ['id: unique_id', { id: 'unique_id' }],
    ],
    refuses: ['id: ""'],
  },
  title: {
    accepts: [
      ['title: ""', { title: '' }],
      ['title: title', { title: 'title' }],
    ],
    refuses: [],
  },
  hide_title: {
    accepts: [
      ['hide_title: true', { hide_title: true }],
      ['hide_title: false', { hide_title: false }],
      ['hide_title: "true"', { hide_title: true }],
      ['hide_title: "false"', { hide_title: false }],
    ],
    refuses: ['hide_title: "yes"', 'hide_title: "no"', 'hide_title: ""'],
  },
  hide_table_of_contents: {
    accepts: [
      ['hide_table_of_contents: true', { hide_table_of_contents: true }],
      ['hide_table_of_contents: false', {}],
      ['hide_table_of_contents: "true"', { hide_table_of_contents: true }],
      ['hide_table_of_contents: "false"', {}],
    ],
    refuses: ['hide_table_of_contents: "yes"', 'hide_table_of_contents: "no"', 'hide_table_of_contents: ""'],
  },
  keywords: {
    accepts: [
      ['keywords: [hello]', { keywords: ['hello'] }],
      ['keywords: [hello, world]', { keywords: ['hello', 'world'] }],
    ],
    refuses: ['keywords: ""', 'keywords: [""]', 'keywords: []'],
  },
  image: {
    accepts: [
      ['image: https://docusaurus.io/blog/image.png', { image: 'https://docusaurus.io/blog/image.png' }],
      ['image: /absolute/image.png', { image: '/absolute/image.png' }],
      ['image: ../relative/image.png', { image: '../relative/image.png' }],
    ],
    refuses: ['image: ""'],
  },
  description: {
    accepts: [
      ['description: ""', { description: '' }],
      ['description: description', { description: 'description' }],
    ],
    refuses: [],
  },
  slug: {
    accepts: [
      ['slug: /', { slug: '/' }],
      ['slug: slug', { slug: 'slug' }],
      ['slug: /slug/', { slug: '/slug/' }],
      ['slug: ./slug', { slug: './slug' }],
      ['slug: ../../slug', { slug: '../../slug' }],
      ['slug: /api/plugins/@docusaurus', { slug: '/api/plugins/@docusaurus' }],
      ['slug: "@site/api/asset"', { slug: '@site/api/asset' }],
      ['slug: slug1 slug2', { slug: 'slug1 slug2' }],
    ],
    refuses: ['slug: ""'],
  },
  sidebar_label: {
    accepts: [['sidebar_label: Awesome docs', { sidebar_label: 'Awesome docs' }]],
    refuses: ['sidebar_label: ""'],
  },
  sidebar_position: {
    accepts: [
      ['sidebar_position: -5', { sidebar_position: -5 }],
      ['sidebar_position: -3.5', { sidebar_position: -3.5 }],
      ['sidebar_position: 0', { sidebar_position: 0 }],
      ['sidebar_position: 5', { sidebar_position: 5 }],
      ['sidebar_position: 3.5', { sidebar_position: 3.5 }],
      ['sidebar_position: "-1.5"', { sidebar_position: -1.5 }],
      ['sidebar_position: "1"', { sidebar_position: 1 }],
      ['sidebar_position: "1.5"', { sidebar_position: 1.5 }],
    ],
    refuses: [],
  },
  sidebar_custom_props: {
    accepts: [
      ['sidebar_custom_props: {}', { sidebar_custom_props: {} }],
      [
        'sidebar_custom_props: { prop: custom, number: 1, boolean: true }',
        { sidebar_custom_props: { prop: 'custom', number: 1, boolean: true } },
      ],
    ],
    refuses: ['sidebar_custom_props: ""'],
  },
  custom_edit_url: {
    accepts: [
      ['custom_edit_url: ""', { custom_edit_url: '' }],
      ['custom_edit_url: null', { custom_edit_url: null }],
      [
        'custom_edit_url: https://github.com/facebook/docusaurus/markdown.md',
        { custom_edit_url: 'https://github.com/facebook/docusaurus/markdown.md' },
      ],
      ['custom_edit_url: ../../api/docs/markdown.md', { custom_edit_url: '../../api/docs/markdown.md' }],
      ['custom_edit_url: "@site/api/docs/markdown.md"', { custom_edit_url: '@site/api/docs/markdown.md' }],
    ],
    refuses: [],
  },
  parse_number_prefixes: {
    accepts: [
      ['parse_number_prefixes: true', { parse_number_prefixes: true }],
      ['parse_number_prefixes: false', { parse_number_prefixes: false }],
      ['parse_number_prefixes: "true"', { parse_number_prefixes: true }],
      ['parse_number_prefixes: "false"', { parse_number_prefixes: false }],
    ],
    refuses: ['parse_number_prefixes: "yes"', 'parse_number_prefixes: "no"', 'parse_number_prefixes: ""'],
  },
  tags: {
    accepts: [
      ['tags: [tag1, tag2]', { tags: ['tag1', 'tag2'] }],
      ['tags: [tag1, 42]', { tags: ['tag1', '42'] }],
    ],
    refuses: ['tags: 42', 'tags: tag1, tag2', 'tags: [{}]', 'tags: [true]', 'tags: [tag1, { hey: test }]'],
  },
  toc_min_heading_level: {
    accepts: [
      ['toc_min_heading_level: 2', { toc_min_heading_level: 2 }],
      ['toc_min_heading_level: 3', { toc_min_heading_level: 3 }],
      ['toc_min_heading_level: 4', { toc_min_heading_level: 4 }],
      ['toc_min_heading_level: 5', { toc_min_heading_level: 5 }],
      ['toc_min_heading_level: 6', { toc_min_heading_level: 6 }],
      ['toc_min_heading_level: "2"', { toc_min_heading_level: 2 }],
    ],
    refuses: [
      'toc_min_heading_level: 1',
      'toc_min_heading_level: 7',
      'toc_min_heading_level: hello',
      'toc_min_heading_level: true',
    ],
  },
  toc_max_heading_level: {
    accepts: [
      ['toc_max_heading_level: 2', { toc_max_heading_level: 2 }],
      ['toc_max_heading_level: 3', { toc_max_heading_level: 3 }],
      ['toc_max_heading_level: 4', { toc_max_heading_level: 4 }],
      ['toc_max_heading_level: 5', { toc_max_heading_level: 5 }],
      ['toc_max_heading_level: 6', { toc_max_heading_level: 6 }],
      ['toc_max_heading_level: "2"', { toc_max_heading_level: 2 }],
    ],
    refuses: [
      'toc_max_heading_level: 1',
      'toc_max_heading_level: 7',
      'toc_max_heading_level: hello',
      'toc_max_heading_level: true',
    ],
  },
  'toc_min_heading_level with toc_max_heading_level': {
    accepts: [
      ['toc_min_heading_level: 2\ntoc_max_heading_level: 2', { toc_min_heading_level: 2, toc_max_heading_level: 2 }],
      ['toc_min_heading_level: 2\ntoc_max_heading_level: 6', { toc_min_heading_level: 2, toc_max_heading_level: 6 }],
      ['toc_min_heading_level: 2\ntoc_max_heading_level: 3', { toc_min_heading_level: 2, toc_max_heading_level: 3 }],
      ['toc_min_heading_level: 3\ntoc_max_heading_level: 3', { toc_min_heading_level: 3, toc_max_heading_level: 3 }],
    ],
    refuses: [
      'toc_min_heading_level: 4\ntoc_max_heading_level: 3',
      'toc_min_heading_level: 6\ntoc_max_heading_level: 2',
    ],
  },
  draft: {
    accepts: [
      ['draft: true', { draft: true }],
      ['draft: false', {}],
      ['draft: "true"', { draft: true }],
      ['draft: "false"', {}],
    ],
    refuses: ['draft: "yes"', 'draft: "no"', 'draft: ""'],
  },
  unlisted: {
    accepts: [
      ['unlisted: true', { unlisted: true }],
      ['unlisted: false', { unlisted: false }],
      ['unlisted: "true"', { unlisted: true }],
      ['unlisted: "false"', { unlisted: false }],
    ],
    refuses: ['unlisted: "yes"', 'unlisted: "no"', 'unlisted: ""'],
  },
  'draft with unlisted': {
    accepts: [
      ['draft: false\nunlisted: false', { unlisted: false }],
      ['draft: true\nunlisted: false', { unlisted: false, draft: true }],
      ['draft: false\nunlisted: true', { unlisted: true }],
    ],
    refuses: ['draft: true\nunlisted: true'],
  },
  last_update: {
    accepts: [
      ['last_update: { author: test author }', { last_update: { author: 'test author' } }],
      ['last_update: { date: 1/1/2000 }', { last_update: { date: '1/1/2000' } }],
      ['last_update: { date: 2000-01-01 }', { last_update: { date: '2000-01-01' } }],
      [
        'last_update: { author: test author, date: 1/1/2000 }',
        { last_update: { author: 'test author', date: '1/1/2000' } },
      ],
      [
        'last_update: { author: test author, date: "1995-12-17T03:24:00" }',
        { last_update: { author: 'test author', date: '1995-12-17T03:24:00' } },
      ],
      ['last_update: { date: "December 17, 1995 03:24:00" }', { last_update: { date: 'December 17, 1995 03:24:00' } }],
    ],
    refuses: [
      'last_update: null',
      'last_update: {}',
      'last_update: ""',
      'last_update: { invalid: key }',
      'last_update: { author: test author, date: "I am not a date :(" }',
      'last_update: { author: test author, date: "2011-10-45" }',
      'last_update: { author: test author, date: "2011-0-10" }',
      'last_update: { author: test author, date: "" }',
    ],
  },
};

/** Where this site parts from Docusaurus on purpose, and why. */
const ON_PURPOSE: Record<string, string> = {
  'abc: "1"': 'a key no Docusaurus version documents is refused, so that a misspelt key never passes unnoticed',
};

const CASES = Object.entries(DOCUSAURUS).flatMap(([field, { accepts, refuses }]) => [
  ...accepts.map(([frontMatter, read]) => ({
    field,
    frontMatter,
    docusaurus: 'accepts' as const,
    read: { ...DEFAULTS, ...read },
  })),
  ...refuses.map((frontMatter) => ({ field, frontMatter, docusaurus: 'refuses' as const, read: undefined })),
]);

/** The front matter as the page reads it, or its problems, each as the build prints it. */
function readFrontMatter(frontMatter: string): { read: unknown; problems: string[] } {
  try {
    return {
      read: readDocFile(`---\n${frontMatter}\n---\n# A page\n`, 'content/current/page.md').frontMatter,
      problems: [],
    };
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    return { read: undefined, problems: error.problems.map(formatProblem) };
  }
}

const problemsOf = (frontMatter: string) => readFrontMatter(frontMatter).problems;
const verdictOf = (frontMatter: string) => (problemsOf(frontMatter).length === 0 ? 'accepts' : 'refuses');

describe("Docusaurus's doc front matter cases, loaded as a page's front matter", () => {
  it.each(CASES.filter((testCase) => !(testCase.frontMatter in ON_PURPOSE)))(
    '$field: $docusaurus $frontMatter, and reads it as Docusaurus does',
    ({ frontMatter, docusaurus, read }) => {
      const page = readFrontMatter(frontMatter);
      expect(page.problems.length === 0 ? 'accepts' : 'refuses').toBe(docusaurus);
      expect(page.read).toEqual(read);
    },
  );

  it.each(Object.entries(ON_PURPOSE))('parts from Docusaurus on %s: %s', (frontMatter) => {
    const docusaurus = CASES.find((testCase) => testCase.frontMatter === frontMatter)!.docusaurus;
    expect(verdictOf(frontMatter)).not.toBe(docusaurus);
  });

  it('agrees on all but the cases it parts from on purpose', () => {
    const agreeing = CASES.filter((testCase) => verdictOf(testCase.frontMatter) === testCase.docusaurus);
    expect({ cases: CASES.length, agreeing: agreeing.length }).toEqual({
      cases: 131,
      agreeing: 131 - Object.keys(ON_PURPOSE).length,
    });
  });

  it('refuses each at its line, with a message that names the key and says what it takes', () => {
    const refused = CASES.filter((testCase) => testCase.docusaurus === 'refuses' || testCase.frontMatter in ON_PURPOSE);
    expect(refused.map((testCase) => problemsOf(testCase.frontMatter).join('\n')).join('\n')).toMatchInlineSnapshot(`
      "content/current/page.md:2:1 abc: unknown key; check the spelling or remove it.
      content/current/page.md:2:5 id: must not be empty, got "".
      content/current/page.md:2:13 hide_title: expected true or false, got "yes".
      content/current/page.md:2:13 hide_title: expected true or false, got "no".
      content/current/page.md:2:13 hide_title: expected true or false, got "".
      content/current/page.md:2:25 hide_table_of_contents: expected true or false, got "yes".
      content/current/page.md:2:25 hide_table_of_contents: expected true or false, got "no".
      content/current/page.md:2:25 hide_table_of_contents: expected true or false, got "".
      content/current/page.md:2:11 keywords: expected a list, got "".
      content/current/page.md:2:12 keywords[0]: must not be empty, got "".
      content/current/page.md:2:11 keywords: needs at least one keyword, got an empty list.
      content/current/page.md:2:8 image: must be a URL or a path, got "".
      content/current/page.md:2:7 slug: must not be empty, got "".
      content/current/page.md:2:16 sidebar_label: must not be empty, got "".
      content/current/page.md:2:23 sidebar_custom_props: expected a mapping, got "".
      content/current/page.md:2:24 parse_number_prefixes: expected true or false, got "yes".
      content/current/page.md:2:24 parse_number_prefixes: expected true or false, got "no".
      content/current/page.md:2:24 parse_number_prefixes: expected true or false, got "".
      content/current/page.md:2:7 tags: expected a list, got 42.
      content/current/page.md:2:7 tags: expected a list, got "tag1, tag2".
      content/current/page.md:2:8 tags[0].label: is required: expected a string.
      content/current/page.md:2:8 tags[0].permalink: is required: expected a string.
      content/current/page.md:2:8 tags[0]: expected a string or a mapping, got true.
      content/current/page.md:2:14 tags[1].label: is required: expected a string.
      content/current/page.md:2:14 tags[1].permalink: is required: expected a string.
      content/current/page.md:2:16 tags[1].hey: unknown key; check the spelling or remove it.
      content/current/page.md:2:24 toc_min_heading_level: must be a heading level from 2 to 6, got 1.
      content/current/page.md:2:24 toc_min_heading_level: must be a heading level from 2 to 6, got 7.
      content/current/page.md:2:24 toc_min_heading_level: expected a number, got "hello".
      content/current/page.md:2:24 toc_min_heading_level: expected a number, got true.
      content/current/page.md:2:24 toc_max_heading_level: must be a heading level from 2 to 6, got 1.
      content/current/page.md:2:24 toc_max_heading_level: must be a heading level from 2 to 6, got 7.
      content/current/page.md:2:24 toc_max_heading_level: expected a number, got "hello".
      content/current/page.md:2:24 toc_max_heading_level: expected a number, got true.
      content/current/page.md:2:24 toc_min_heading_level: must not be above toc_max_heading_level, got 4.
      content/current/page.md:2:24 toc_min_heading_level: must not be above toc_max_heading_level, got 6.
      content/current/page.md:2:8 draft: expected true or false, got "yes".
      content/current/page.md:2:8 draft: expected true or false, got "no".
      content/current/page.md:2:8 draft: expected true or false, got "".
      content/current/page.md:2:11 unlisted: expected true or false, got "yes".
      content/current/page.md:2:11 unlisted: expected true or false, got "no".
      content/current/page.md:2:11 unlisted: expected true or false, got "".
      content/current/page.md:3:11 unlisted: a page cannot be both a draft and unlisted, got true.
      content/current/page.md:2:14 last_update: expected a mapping, got null.
      content/current/page.md:2:14 last_update: needs an author, a date or both, got an empty mapping.
      content/current/page.md:2:14 last_update: expected a mapping, got "".
      content/current/page.md:2:14 last_update: needs an author, a date or both, got a mapping with "invalid".
      content/current/page.md:2:16 last_update.invalid: unknown key; check the spelling or remove it.
      content/current/page.md:2:43 last_update.date: must be a date such as 2024-03-01, got "I am not a date :(".
      content/current/page.md:2:43 last_update.date: must be a date such as 2024-03-01, got "2011-10-45".
      content/current/page.md:2:43 last_update.date: must be a date such as 2024-03-01, got "2011-0-10".
      content/current/page.md:2:43 last_update.date: must be a date such as 2024-03-01, got ""."
    `);
  });
});
