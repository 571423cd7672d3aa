import { describe, expect, it } from 'vitest';
import { navbarItemSchemas } from '../../../../registry/navbar-item-schemas';
import { checkConfigLinks } from '../../../../src/node/config/check-links';
import { parse, report, ROUTES } from './fixtures';

const check = (...lines: string[]) => {
  const parsed = parse(...lines);
  return report(parsed, checkConfigLinks(parsed.value, ROUTES, navbarItemSchemas));
};

describe('checkConfigLinks', () => {
  it('accepts links to existing routes however they are spelled', () => {
    expect(
      check(
        'navbar:',
        '  items:',
        '    - { type: link, label: Docs, to: /docs/ }',
        '    - { type: link, label: Fx, to: "/docs/fx#construct" }',
        '    - { type: link, label: Versions, to: /versions/index.html }',
        '    - { type: link, label: Construct, to: "/docs/fx/construct.html?tab=2" }',
        '    - { type: link, label: GitHub, href: "https://github.com/kevin-lee/effectie" }',
        'footer:',
        '  links:',
        '    - { label: Home, to: / }',
        '    - { label: Search, to: /search }',
      ),
    ).toBe('no problems');
  });

  it('checks a "to" written without its leading slash from the site root, and quotes it as written', () => {
    expect(
      check(
        'navbar:',
        '  items:',
        '    - { type: link, label: Docs, to: docs/ }',
        '    - { type: dropdown, label: More, to: versions, items: [{ type: link, label: Fx, to: "docs/fx#construct" }, { type: link, label: Blog, to: blog }] }',
        'footer:',
        '  links:',
        '    - { label: Search, to: search }',
        '    - { label: News, to: news/ }',
        'home:',
        '  actions:',
        '    - { label: Start, to: docs/nope }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 3 problems:
        site.yaml:13:143 navbar.items[1].items[1].to: broken link "blog": no page has that path.
        site.yaml:17:26 footer.links[1].to: broken link "news/": no page has that path.
        site.yaml:20:27 home.actions[0].to: broken link "docs/nope": no page has that path.
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('still refuses an href without a leading slash in HTML, where it is relative to the page', () => {
    expect(check('footer:', '  copyright: \'<a href="docs/">Docs</a>\'')).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:11:14 footer.copyright: link "docs/" must be an http(s) URL, a mailto: address or a path starting with "/".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports a broken navbar link, dropdown label and dropdown entry', () => {
    expect(
      check(
        'navbar:',
        '  items:',
        '    - { type: link, label: Blog, to: /blog }',
        '    - type: dropdown',
        '      label: More',
        '      to: /more',
        '      items:',
        '        - { type: link, label: Fx, to: /docs/fx }',
        '        - { type: link, label: Old, to: /docs/v0/ }',
        '    - type: docsVersionDropdown',
        '      dropdownItemsAfter:',
        '        - { type: link, label: All versions, to: /all-versions }',
        '    - { type: badge, label: New, to: /new }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 5 problems:
        site.yaml:12:38 navbar.items[0].to: broken link "/blog": no page has that path.
        site.yaml:15:11 navbar.items[1].to: broken link "/more": no page has that path.
        site.yaml:18:41 navbar.items[1].items[1].to: broken link "/docs/v0/": no page has that path.
        site.yaml:21:50 navbar.items[2].dropdownItemsAfter[0].to: broken link "/all-versions": no page has that path.
        site.yaml:22:38 navbar.items[3].to: broken link "/new": no page has that path.
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('reports broken links of footer columns, flat lists and footer HTML', () => {
    expect(
      check(
        'footer:',
        '  links:',
        '    - title: Docs',
        '      items:',
        '        - { label: Fx, to: /docs/fx }',
        '        - { label: Monix, to: /docs/monix4/ }',
        '        - { label: Raw, html: "<a href=\\"/raw\\">raw</a> and <a href=\\"https://example.org/x\\">x</a>" }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:15:31 footer.links[0].items[1].to: broken link "/docs/monix4/": no page has that path.
        site.yaml:16:31 footer.links[0].items[2].html: broken link "/raw": no page has that path.
      Fix them in site.yaml; nothing was built from it."
    `);
    expect(
      check('footer:', '  links:', '    - { label: Fx, to: /docs/fx }', '    - { label: Gone, to: /gone }'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:13:26 footer.links[1].to: broken link "/gone": no page has that path.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports broken links in the announcement and the copyright', () => {
    expect(
      check(
        'announcementBar:',
        '  id: a1',
        '  content: \'Read <a href="/docs/new">the news</a> or <a href="https://example.org">elsewhere</a>.\'',
        'footer:',
        '  copyright: \'<a href="/license">License</a>, <a href="/docs/">Docs</a>\'',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:12:12 announcementBar.content: broken link "/docs/new": no page has that path.
        site.yaml:14:14 footer.copyright: broken link "/license": no page has that path.
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('holds the links of site.yaml\'s HTML to the rule of its URL fields: a relative href is refused like a relative "to"', () => {
    expect(
      check(
        'announcementBar:',
        '  id: a1',
        '  content: \'Read <a href="docs/">the docs</a>, <a href="#news">below</a> or <a href="mailto:team@example.org">write</a>.\'',
        'navbar:',
        '  items:',
        '    - { type: html, value: "<a href=\'javascript:void(0)\'>x</a>" }',
        'footer:',
        '  copyright: \'<a href="../license">License</a>\'',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 3 problems:
        site.yaml:12:12 announcementBar.content: link "docs/" must be an http(s) URL, a mailto: address or a path starting with "/".
        site.yaml:15:28 navbar.items[0].value: link "javascript:void(0)" must be an http(s) URL, a mailto: address or a path starting with "/".
        site.yaml:17:14 footer.copyright: link "../license" must be an http(s) URL, a mailto: address or a path starting with "/".
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('leaves a path in "href" unchecked: it may be a file of public/ rather than a page', () => {
    expect(
      check(
        'navbar:',
        '  items:',
        '    - { type: link, label: API, href: /api/index.html }',
        'footer:',
        '  links:',
        '    - { label: API, href: /api/ }',
      ),
    ).toBe('no problems');
  });
});

describe('checkConfigLinks: the home page', () => {
  it('reports a home page button that leads to no page', () => {
    expect(
      check('home:', '  actions:', '    - { label: Start, to: /docs/ }', '    - { label: Blog, to: /blog }'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:13:26 home.actions[1].to: broken link "/blog": no page has that path.
      Fix it in site.yaml; nothing was built from it."
    `);
  });
});
