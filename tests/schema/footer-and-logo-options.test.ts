import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../schema/parse';
import { configError, MINIMAL_SITE_YAML, yamlLines } from './helpers';

const parse = (...lines: string[]) => parseSiteConfig(MINIMAL_SITE_YAML + yamlLines(...lines)).value;
const parseError = (...lines: string[]) => configError(() => parse(...lines)).message;

describe('footer links', () => {
  it("takes Docusaurus's footer items: an html entry without a label, and link attributes", () => {
    expect(
      parse(
        'footer:',
        '  links:',
        '    - { html: "<a href=\'https://www.netlify.com\'>Netlify</a>" }',
        '    - { label: GitHub, href: "https://github.com/kevin-lee/effectie", target: _self, rel: me, aria-label: The GitHub repository, title: Sources, className: gh }',
      ).footer.links,
    ).toEqual([
      { html: "<a href='https://www.netlify.com'>Netlify</a>" },
      {
        label: 'GitHub',
        href: 'https://github.com/kevin-lee/effectie',
        target: '_self',
        rel: 'me',
        'aria-label': 'The GitHub repository',
        title: 'Sources',
        className: 'gh',
      },
    ]);
  });

  it('asks a link for its label', () => {
    expect(parseError('footer:', '  links:', '    - { to: /docs/ }')).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:7 footer.links[0].label: needs a "label" (only an "html" entry goes without one), got nothing.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('takes a column without a title', () => {
    expect(
      parse(
        'footer:',
        '  links:',
        '    - items: [{ label: Docs, to: /docs/ }]',
        '    - title: More',
        '      items: [{ label: Blog, href: "https://blog.example.org" }]',
      ).footer.links,
    ).toEqual([
      { items: [{ label: 'Docs', to: '/docs/' }] },
      { title: 'More', items: [{ label: 'Blog', href: 'https://blog.example.org' }] },
    ]);
  });

  it('says that columns and plain links cannot be mixed, at the first entry of the other form', () => {
    expect(
      parseError(
        'footer:',
        '  links:',
        '    - title: Docs',
        '      items: [{ label: Docs, to: /docs/ }]',
        '    - label: Blog',
        '      href: https://blog.example.org',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:14:7 footer.links[1]: is a plain link, but footer.links[0] is a column: the footer takes columns or plain links, not both; move this link into the "items" of a column, got a mapping with "label", "href".
      Fix it in site.yaml; nothing was built from it."
    `);
    expect(
      parseError(
        'footer:',
        '  links:',
        '    - { label: Docs, to: /docs/ }',
        '    - { label: Blog, href: "https://blog.example.org" }',
        '    - items: [{ label: More, to: /more }]',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:14:7 footer.links[2]: is a column, but footer.links[0] is a plain link: the footer takes columns or plain links, not both; move the plain links into the "items" of a column, got a mapping with "items".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports a mistyped key of a column or a link at that key, not that nothing matches', () => {
    expect(
      parseError('footer:', '  links:', '    - titel: Docs', '      items: [{ label: Docs, to: /docs/ }]'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:7 footer.links[0].titel: unknown key; check the spelling or remove it.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('holds "to" and "href" to the same rules as the navbar', () => {
    expect(
      parseError(
        'footer:',
        '  links:',
        '    - title: Docs',
        '      items:',
        '        - { label: Getting started, to: ./docs }',
        '        - { label: Mail us, href: "mailto:docs@example.org" }',
        '        - { label: Script, href: "javascript:void(0)" }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:14:41 footer.links[0].items[0].to: must be a path of the site, from its root, such as "/docs/" or "docs/" (not "./docs/" nor a URL), got "./docs".
        site.yaml:16:34 footer.links[0].items[2].href: must be an http(s) URL, a mailto: address or a path starting with "/", got "javascript:void(0)".
      Fix them in site.yaml; nothing was built from it."
    `);
  });
});

describe('logos of the navbar and the footer', () => {
  const logo = [
    '    src: img/logo.svg',
    '    alt: Effectie',
    '    href: https://github.com/kevin-lee/effectie',
    '    target: _self',
    '    className: round',
    '    style: { borderRadius: 4, max-height: 32px, --logo-tint: red }',
  ];

  it('take href, target, className and style', () => {
    const config = parse('navbar:', '  logo:', ...logo, 'footer:', '  logo:', ...logo);
    const expected = {
      src: 'img/logo.svg',
      alt: 'Effectie',
      href: 'https://github.com/kevin-lee/effectie',
      target: '_self',
      className: 'round',
      style: { borderRadius: 4, 'max-height': '32px', '--logo-tint': 'red' },
    };
    expect(config.navbar.logo).toEqual(expected);
    expect(config.footer.logo).toEqual(expected);
  });

  it('refuse a bad href, target or style', () => {
    expect(
      parseError(
        'navbar:',
        '  logo:',
        '    src: img/logo.svg',
        '    alt: Effectie',
        '    href: home',
        '    target: new',
        '    style: { "max height": 32px, width: [1] }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 4 problems:
        site.yaml:14:11 navbar.logo.href: must be an http(s) URL, a mailto: address or a path starting with "/", got "home".
        site.yaml:15:13 navbar.logo.target: expected "_blank", "_self", "_parent" or "_top", got "new".
        site.yaml:16:14 navbar.logo.style.max height: must be a CSS property such as "maxHeight", "max-height" or "--my-var", got "max height".
        site.yaml:16:41 navbar.logo.style.width: expected a string or a number, got a list.
      Fix them in site.yaml; nothing was built from it."
    `);
  });
});
