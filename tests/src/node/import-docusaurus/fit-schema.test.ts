import { describe, expect, it } from 'vitest';
import { fitSchema } from '../../../../src/node/import-docusaurus/fit-schema';

const SOURCE = `export default {
  themeConfig: {
    navbar: {
      items: [
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', exact: true },
        { type: 'custom-blogLink', label: 'Blog' },
        { type: 'link', label: 'GitHub', href: 'https://github.com/o/r' },
      ],
    },
    footer: { links: [{ title: 'More', items: [{ label: 'Chat', href: 'ftp://chat.example.org' }] }] },
  },
};
`;

const origins = [
  { site: ['navbar'], config: ['themeConfig', 'navbar'] },
  { site: ['footer'], config: ['themeConfig', 'footer'] },
];

const site = () => ({
  title: 'Fixture',
  url: 'https://fixture.example.org',
  favicon: 'img/favicon.png',
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', exact: true },
      { type: 'custom-blogLink', label: 'Blog' },
      { type: 'link', label: 'GitHub', href: 'https://github.com/o/r' },
    ],
  },
  footer: {
    links: [
      {
        title: 'More',
        items: [
          { label: 'Chat', href: 'ftp://chat.example.org' },
          { label: 'Docs', to: '/docs/' },
        ],
      },
    ],
  },
  docs: { versions: [{ name: 'current', label: 'Next', path: '/docs', sidebar: 'docs' }] },
});

describe('fitSchema', () => {
  it('leaves out what site.yaml has no place for or refuses, each at the config line it came from, and keeps the rest', () => {
    const { value, uncarried } = fitSchema(site(), origins, 'docusaurus.config.js', SOURCE);
    expect(value.navbar).toEqual({
      items: [
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
        { type: 'link', label: 'GitHub', href: 'https://github.com/o/r' },
      ],
    });
    expect(value.footer).toEqual({ links: [{ title: 'More', items: [{ label: 'Docs', to: '/docs/' }] }] });
    expect(uncarried.map(({ where, what, why }) => `${where} ${what}: ${why}`)).toMatchInlineSnapshot(`
      [
        "docusaurus.config.js:5 themeConfig.navbar.items[0].exact: site.yaml has no place for it.",
        "docusaurus.config.js:6 themeConfig.navbar.items[1]: site.yaml refuses it (type): No NavbarItem component found for type "custom-blogLink"; it was left out.",
        "docusaurus.config.js:10 themeConfig.footer.links[0].items[0].href: site.yaml refuses "ftp://chat.example.org": must be an http(s) URL, a mailto: address or a path starting with "/", got "ftp://chat.example.org"; it was left out.",
        "docusaurus.config.js:10 themeConfig.footer.links[0].items[0]: site.yaml refuses it: needs exactly one of "to", "href" or "html", got a mapping with "label"; it was left out.",
      ]
    `);
  });
});
