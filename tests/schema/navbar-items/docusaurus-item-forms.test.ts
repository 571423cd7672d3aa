import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../schema/parse';
import { configError, MINIMAL_SITE_YAML, yamlLines } from '../helpers';

const items = (...lines: string[]) => MINIMAL_SITE_YAML + yamlLines('navbar:', '  items:', ...lines);
const parseItems = (...lines: string[]) => parseSiteConfig(items(...lines)).value.navbar.items;
const parseError = (...lines: string[]) => configError(() => parseSiteConfig(items(...lines))).message;

describe('navbar items as a docusaurus.config.js writes them', () => {
  it('reads an item without a type, or of type "default", as a link', () => {
    expect(
      parseItems(
        '    - { label: Blog, to: /blog, position: left }',
        '    - { type: default, label: GitHub, href: "https://github.com/kevin-lee/effectie" }',
      ),
    ).toEqual([
      { type: 'link', position: 'left', label: 'Blog', to: '/blog' },
      { type: 'link', position: 'left', label: 'GitHub', href: 'https://github.com/kevin-lee/effectie' },
    ]);
  });

  it('reads an item without a type that lists items as a dropdown, whose typeless entries are links', () => {
    const [more, other] = parseItems(
      '    - label: More',
      '      items:',
      '        - { label: Blog, to: /blog }',
      '        - { type: default, label: GitHub, href: "https://github.com/kevin-lee/effectie" }',
      '    - { type: default, label: Other, items: [{ label: Versions, to: /versions }] }',
    );
    expect(more).toMatchObject({
      type: 'dropdown',
      label: 'More',
      items: [
        { type: 'link', label: 'Blog' },
        { type: 'link', label: 'GitHub' },
      ],
    });
    expect(other).toMatchObject({ type: 'dropdown', label: 'Other', items: [{ type: 'link', to: '/versions' }] });
  });

  it('refuses a typeless item with items inside a dropdown, as a nested dropdown', () => {
    expect(
      parseError(
        '    - label: More',
        '      items:',
        '        - label: Inner',
        '          items: [{ label: Blog, to: /blog }]',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:14:11 navbar.items[0].items[0].type: dropdowns cannot be nested: a "dropdown" cannot stand in a dropdown; move it to navbar.items, or list its entries here.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('checks a typeless item as a link: one of "to" or "href"', () => {
    expect(parseError('    - { label: Blog }')).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:7 navbar.items[0].to: needs exactly one of "to" or "href", got nothing.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('keeps the unknown-type error for a type no one registered', () => {
    expect(parseError('    - { type: defaults, label: Blog, to: /blog }')).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:15 navbar.items[0].type: No NavbarItem component found for type "defaults".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('accepts activeBasePath and activeBaseRegex on doc, docSidebar and docsVersion items and their dropdown entries', () => {
    expect(
      parseItems(
        '    - { type: doc, docId: index, activeBasePath: docs/ }',
        '    - { type: docSidebar, sidebarId: docsSidebar, label: Docs, activeBaseRegex: "^/docs/(?!v1)" }',
        '    - { type: docsVersion, activeBasePath: /docs }',
        '    - type: dropdown',
        '      label: More',
        '      items: [{ type: doc, docId: index, activeBaseRegex: "/docs/" }]',
      ),
    ).toMatchObject([
      { type: 'doc', activeBasePath: 'docs/' },
      { type: 'docSidebar', activeBaseRegex: '^/docs/(?!v1)' },
      { type: 'docsVersion', activeBasePath: '/docs' },
      { type: 'dropdown', items: [{ type: 'doc', activeBaseRegex: '/docs/' }] },
    ]);
  });

  it('refuses an activeBaseRegex that is no regular expression, and an activeBasePath that is no page of the site', () => {
    expect(
      parseError(
        '    - { type: doc, docId: index, activeBaseRegex: "docs/(" }',
        '    - { type: docsVersion, activeBasePath: "https://example.org/docs" }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:12:51 navbar.items[0].activeBaseRegex: is not a valid regular expression, got "docs/(".
        site.yaml:13:44 navbar.items[1].activeBasePath: must be a path of the site, from its root, such as "/docs/" or "docs/" (not "./docs/" nor a URL), got "https://example.org/docs".
      Fix them in site.yaml; nothing was built from it."
    `);
  });
});
