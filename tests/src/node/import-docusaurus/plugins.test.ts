import { describe, expect, it } from 'vitest';
import { readPlugins } from '../../../../src/node/import-docusaurus/plugins';
import { stubValue } from '../../../../src/node/import-docusaurus/stub-value';

const SOURCE = `export default {
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: './sidebars.js', routeBasePath: 'guide' },
        blog: { showReadingTime: true },
        theme: { customCss: './src/css/custom.css' },
        gtag: { trackingID: 'G-ABC123' },
      },
    ],
  ],
  plugins: ['docusaurus-plugin-sass', ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community' }]],
  themes: ['@docusaurus/theme-mermaid'],
};
`;

describe('readPlugins', () => {
  it('takes the docs options of the classic preset and lists the blog, other plugins and themes at their lines', () => {
    const config = {
      presets: [
        [
          'classic',
          {
            docs: { sidebarPath: './sidebars.js', routeBasePath: 'guide' },
            blog: { showReadingTime: true },
            theme: { customCss: './src/css/custom.css' },
            gtag: { trackingID: 'G-ABC123' },
          },
        ],
      ],
      plugins: ['docusaurus-plugin-sass', ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community' }]],
      themes: ['@docusaurus/theme-mermaid'],
    };
    const plugins = readPlugins('docusaurus.config.js', SOURCE, config);
    expect(plugins.docs).toEqual({
      options: { sidebarPath: './sidebars.js', routeBasePath: 'guide' },
      path: ['presets', 0, 1, 'docs'],
    });
    expect(plugins.customCss).toEqual([
      { file: './src/css/custom.css', path: ['presets', 0, 1, 'theme', 'customCss'] },
    ]);
    expect(plugins.gtag).toBe('G-ABC123');
    expect(plugins.uncarried).toMatchInlineSnapshot(`
      [
        {
          "what": "the blog (preset option blog)",
          "where": "docusaurus.config.js:7",
          "why": "this site has no blog; its posts under blog/ are not carried.",
        },
        {
          "what": "plugin docusaurus-plugin-sass",
          "where": "docusaurus.config.js:13",
          "why": "this site does not run Docusaurus plugins.",
        },
        {
          "what": "docs plugin "community"",
          "where": "docusaurus.config.js:13",
          "why": "this site has one docs section; only the default docs plugin is carried.",
        },
        {
          "what": "theme @docusaurus/theme-mermaid",
          "where": "docusaurus.config.js:14",
          "why": "this site does not run Docusaurus themes; its own theme, search and code highlighting take their place.",
        },
      ]
    `);
  });

  it('knows the preset and the docs plugin by require.resolve paths, stubbed or not', () => {
    const config = {
      presets: [['docusaurus-import-stub:@docusaurus/preset-classic', { docs: false }]],
      plugins: [[stubValue('@docusaurus/plugin-content-docs'), { path: 'website/target/mdoc' }]],
    };
    const plugins = readPlugins('docusaurus.config.js', '', config);
    expect(plugins.docsDisabled).toBe(true);
    expect(plugins.docs).toEqual({ options: { path: 'website/target/mdoc' }, path: ['plugins', 0, 1] });
    expect(plugins.uncarried).toEqual([]);
  });

  it("reads customCss as a list, the preset's and then the classic theme's given on its own", () => {
    const config = {
      presets: [['classic', { theme: { customCss: ['./src/css/a.css', '/site/src/css/b.css?namespace=x'] } }]],
      themes: [['@docusaurus/theme-classic', { customCss: './src/css/c.css' }]],
    };
    expect(readPlugins('docusaurus.config.js', SOURCE, config).customCss).toEqual([
      { file: './src/css/a.css', path: ['presets', 0, 1, 'theme', 'customCss'] },
      { file: '/site/src/css/b.css?namespace=x', path: ['presets', 0, 1, 'theme', 'customCss'] },
      { file: './src/css/c.css', path: ['themes', 0, 1, 'customCss'] },
    ]);
  });

  it('finds no docs in a site without the preset or the docs plugin', () => {
    expect(readPlugins('docusaurus.config.js', '', { presets: [], plugins: [] }).docs).toBeUndefined();
  });
});
