import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../schema/parse';
import { configError, itemOfType, MINIMAL_SITE_YAML, yamlLines } from '../helpers';

const items = (...lines: string[]) => MINIMAL_SITE_YAML + yamlLines('navbar:', '  items:', ...lines);
const parseItems = (...lines: string[]) => parseSiteConfig(items(...lines)).value.navbar.items;
const parseError = (...lines: string[]) => configError(() => parseSiteConfig(items(...lines))).message;

describe('navbar link attributes (Docusaurus options)', () => {
  it('keeps target, rel, aria-label, className and title on links, doc links and version links', () => {
    expect(
      parseItems(
        '    - type: link',
        '      label: Blog',
        '      href: https://blog.example.org',
        '      target: _self',
        '      rel: me',
        '      title: Our blog',
        '      className: blog-link',
        '    - { type: doc, docId: index, target: _blank, aria-label: Start here }',
        '    - { type: docSidebar, sidebarId: docsSidebar, label: Docs, title: The docs }',
        '    - { type: docsVersion, rel: nofollow }',
      ),
    ).toMatchObject([
      {
        type: 'link',
        label: 'Blog',
        href: 'https://blog.example.org',
        target: '_self',
        rel: 'me',
        title: 'Our blog',
        className: 'blog-link',
      },
      { type: 'doc', docId: 'index', target: '_blank', 'aria-label': 'Start here' },
      { type: 'docSidebar', title: 'The docs' },
      { type: 'docsVersion', rel: 'nofollow' },
    ]);
  });

  it('accepts an icon-only link: html or an aria-label instead of a label', () => {
    expect(
      parseItems(
        '    - { type: link, href: "https://github.com/kevin-lee/effectie", aria-label: GitHub repository, html: "<svg></svg>" }',
        '    - { type: link, to: /versions, aria-label: All versions }',
        '    - { type: doc, docId: index, html: "<b>Start</b>" }',
      ),
    ).toMatchObject([
      { 'aria-label': 'GitHub repository', html: '<svg></svg>' },
      { 'aria-label': 'All versions' },
      { html: '<b>Start</b>' },
    ]);
  });

  it('still refuses an unknown key with the spelling hint', () => {
    expect(
      parseError('    - type: link', '      label: Blog', '      to: /blog', '      arialabel: Blog'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:15:7 navbar.items[0].arialabel: unknown key; check the spelling or remove it.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('refuses a target that is not a browsing context keyword', () => {
    expect(
      parseError(
        '    - type: link',
        '      label: Blog',
        '      href: https://blog.example.org',
        '      target: blank',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:15:15 navbar.items[0].target: expected "_blank", "_self", "_parent" or "_top", got "blank".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('refuses a rel that is not a list of link types', () => {
    expect(
      parseError('    - type: link', '      label: Blog', '      to: /blog', '      rel: "noopener, me"'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:15:12 navbar.items[0].rel: must be link types separated by spaces, such as "me" or "nofollow sponsored", got "noopener, me".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('refuses a link with neither a label, html nor an aria-label: it would have no name', () => {
    expect(
      parseError('    - type: link', '      href: https://github.com/kevin-lee/effectie', '      className: github'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:7 navbar.items[0].label: needs a "label", or "html" or "aria-label" for a link without text, got nothing.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('refuses both a label and html, on a link and on a doc link', () => {
    expect(
      parseError(
        '    - { type: link, label: GitHub, html: "<svg></svg>", href: "https://github.com" }',
        '    - { type: doc, docId: index, label: Start, html: "<b>Start</b>" }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:12:42 navbar.items[0].html: replaces the label, so "label" and "html" cannot both be given; keep one, got "<svg></svg>".
        site.yaml:13:54 navbar.items[1].html: replaces the label, so "label" and "html" cannot both be given; keep one, got "<b>Start</b>".
      Fix them in site.yaml; nothing was built from it."
    `);
  });
});

describe('dropdowns (Docusaurus options)', () => {
  it('takes dropdownActiveClassDisabled on dropdowns and version dropdowns, false by default', () => {
    expect(
      parseItems(
        '    - { type: dropdown, label: More, dropdownActiveClassDisabled: true, items: [{ type: link, label: A, to: /a }] }',
        '    - { type: docsVersionDropdown, dropdownActiveClassDisabled: true }',
        '    - { type: dropdown, label: Other, items: [{ type: link, label: B, to: /b }] }',
      ).map((item) => ('dropdownActiveClassDisabled' in item ? item.dropdownActiveClassDisabled : undefined)),
    ).toEqual([true, true, false]);
  });

  it("takes the site's own item types whose spec allows it as dropdown entries", () => {
    expect(
      itemOfType(
        parseItems(
          '    - type: dropdown',
          '      label: More',
          '      items:',
          '        - { type: badge, label: New, to: /docs/ }',
        )[0],
        'dropdown',
      ).items,
    ).toEqual([{ type: 'badge', label: 'New', to: '/docs/', tone: 'brand' }]);
  });

  it('says that dropdowns cannot be nested, at the inner item', () => {
    expect(
      parseError(
        '    - type: dropdown',
        '      label: More',
        '      items:',
        '        - type: dropdown',
        '          label: Inner',
        '          items: [{ type: link, label: A, to: /a }]',
        '    - type: docsVersionDropdown',
        '      dropdownItemsAfter:',
        '        - type: localeDropdown',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:15:17 navbar.items[0].items[0].type: dropdowns cannot be nested: a "dropdown" cannot stand in a dropdown; move it to navbar.items, or list its entries here.
        site.yaml:20:17 navbar.items[1].dropdownItemsAfter[0].type: dropdowns cannot be nested: a "localeDropdown" cannot stand in a dropdown; move it to navbar.items, or list its entries here.
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('says which types a dropdown takes when a registered type cannot stand in one, and still names unknown types', () => {
    expect(
      parseError(
        '    - type: dropdown',
        '      label: More',
        '      items:',
        '        - type: search',
        '        - type: clock',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:15:17 navbar.items[0].items[0].type: a "search" item cannot stand in a dropdown; the entries of a dropdown are "link", "doc", "docSidebar", "docsVersion", "html", "badge".
        site.yaml:16:17 navbar.items[0].items[1].type: No NavbarItem component found for type "clock".
      Fix them in site.yaml; nothing was built from it."
    `);
  });
});

describe('docsVersionDropdown.versions', () => {
  it('is a list of names, or a mapping from name to a label', () => {
    expect(
      parseItems(
        '    - { type: docsVersionDropdown, versions: [current] }',
        '    - type: docsVersionDropdown',
        '      versions:',
        '        current: { label: Latest }',
      ).map((item) => itemOfType(item, 'docsVersionDropdown').versions),
    ).toEqual([['current'], { current: { label: 'Latest' } }]);
  });

  it('refuses an empty list and an empty mapping: the dropdown would show nothing', () => {
    expect(
      parseError(
        '    - { type: docsVersionDropdown, versions: [] }',
        '    - { type: docsVersionDropdown, versions: {} }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:12:46 navbar.items[0].versions: lists no version, so the dropdown would show none; name at least one, or leave "versions" out to list every version, got an empty list.
        site.yaml:13:46 navbar.items[1].versions: lists no version, so the dropdown would show none; name at least one, or leave "versions" out to list every version, got an empty mapping.
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('reports a mistyped key inside the mapping, not that nothing matches', () => {
    expect(
      parseError('    - type: docsVersionDropdown', '      versions:', '        current: { labl: Latest }'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:14:20 navbar.items[0].versions.current.labl: unknown key; check the spelling or remove it.
      Fix it in site.yaml; nothing was built from it."
    `);
  });
});

describe('one rule for every page path and every URL', () => {
  it('takes a "to" without its leading slash, as Docusaurus does, and keeps it as written', () => {
    expect(
      parseItems(
        '    - { type: link, label: Docs, to: docs }',
        '    - { type: dropdown, label: More, to: more/, items: [{ type: link, label: A, to: "docs/fx#summon" }] }',
        '    - { type: link, label: Fx, to: /docs/, activeBasePath: docs }',
      ).map((item) => ('to' in item ? item.to : undefined)),
    ).toEqual(['docs', 'more/', '/docs/']);
  });

  it('refuses a "to" that reads as relative to the page, or names another site, with the same message', () => {
    expect(
      parseError(
        '    - { type: link, label: Docs, to: ./docs }',
        '    - { type: dropdown, label: More, to: ../more, items: [{ type: link, label: A, to: "https://example.org/" }] }',
        '    - { type: badge, label: New, to: "//elsewhere.example.org/" }',
        '    - { type: link, label: Fx, to: /docs/, activeBasePath: "#fx" }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 5 problems:
        site.yaml:12:38 navbar.items[0].to: must be a path of the site, from its root, such as "/docs/" or "docs/" (not "./docs/" nor a URL), got "./docs".
        site.yaml:13:42 navbar.items[1].to: must be a path of the site, from its root, such as "/docs/" or "docs/" (not "./docs/" nor a URL), got "../more".
        site.yaml:13:87 navbar.items[1].items[0].to: must be a path of the site, from its root, such as "/docs/" or "docs/" (not "./docs/" nor a URL), got "https://example.org/".
        site.yaml:14:38 navbar.items[2].to: must be a path of the site, from its root, such as "/docs/" or "docs/" (not "./docs/" nor a URL), got "//elsewhere.example.org/".
        site.yaml:15:60 navbar.items[3].activeBasePath: must be a path of the site, from its root, such as "/docs/" or "docs/" (not "./docs/" nor a URL), got "#fx".
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('takes http(s), mailto: and site paths in href, and refuses anything else', () => {
    expect(
      parseItems(
        '    - { type: link, label: A, href: "https://example.org/a" }',
        '    - { type: link, label: B, href: "mailto:docs@example.org" }',
        '    - { type: link, label: C, href: /api/index.html }',
      ).map((item) => itemOfType(item, 'link').href),
    ).toEqual(['https://example.org/a', 'mailto:docs@example.org', '/api/index.html']);
    expect(
      parseError(
        '    - { type: link, label: A, href: "javascript:alert(1)" }',
        '    - { type: link, label: B, href: "ftp://example.org/" }',
        '    - { type: link, label: C, href: docs/api }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 3 problems:
        site.yaml:12:37 navbar.items[0].href: must be an http(s) URL, a mailto: address or a path starting with "/", got "javascript:alert(1)".
        site.yaml:13:37 navbar.items[1].href: must be an http(s) URL, a mailto: address or a path starting with "/", got "ftp://example.org/".
        site.yaml:14:37 navbar.items[2].href: must be an http(s) URL, a mailto: address or a path starting with "/", got "docs/api".
      Fix them in site.yaml; nothing was built from it."
    `);
  });
});
