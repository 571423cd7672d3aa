import { describe, expect, it } from 'vitest';
import { carryCustomCss, primaryColors } from '../../../../src/node/import-docusaurus/custom-css';
import { folderWith } from './helpers';

const SHADES = (prefix: string) =>
  ['dark', 'darker', 'darkest', 'light', 'lighter', 'lightest']
    .map((shade, index) => `  --ifm-color-primary-${shade}: #${prefix}${index}${index}${index}${index};`)
    .join('\n');

describe('primaryColors', () => {
  it("reads --ifm-color-primary of :root and [data-theme='dark'], skipping comments, other rules and media queries", () => {
    const colors = primaryColors(
      [
        '/* :root { --ifm-color-primary: red; } */',
        ':root {',
        '  --ifm-color-primary: #2e8555;',
        '}',
        '.navbar { --ifm-color-primary: blue; }',
        '@media (min-width: 1px) { :root { --ifm-color-primary: green; } }',
        'html[data-theme="dark"] {',
        '  --ifm-color-primary: #25c2a0;',
        '}',
      ].join('\n'),
      'src/css/custom.css',
    );
    expect(colors.light.primary).toEqual({ value: '#2e8555', where: 'src/css/custom.css:3' });
    expect(colors.dark.primary).toEqual({ value: '#25c2a0', where: 'src/css/custom.css:8' });
  });
});

describe('carryCustomCss', () => {
  it('copies the stylesheets and the files they name under css/, and sets the primary colour and six shades per mode', async () => {
    const site = await folderWith('custom-css-', {
      'src/css/custom.css': `:root {\n  --ifm-color-primary: #2e8555;\n${SHADES('2a')}\n}\n[data-theme='dark'] {\n  --ifm-color-primary: #25c2a0;\n${SHADES('1b')}\n}\n.header-github-link::before { background: url('../img/mark.svg'); }\n`,
      'src/img/mark.svg': '<svg/>',
      'src/css/extra.css': "@import './more.css';\n",
      'src/css/more.css': ':root { --ifm-color-primary-dark: #000000; }\n',
    });
    const carried = await carryCustomCss(site, [
      { file: `${site}/src/css/custom.css?namespace=abc`, where: 'docusaurus.config.js:30' },
      { file: './src/css/extra.css', where: 'docusaurus.config.js:30' },
    ]);
    expect(carried.uncarried).toEqual([]);
    expect(carried.files.map((file) => file.path).sort()).toEqual([
      'css/css/custom.css',
      'css/css/extra.css',
      'css/css/more.css',
      'css/img/mark.svg',
    ]);
    expect(carried.theme).toEqual({
      customCss: ['css/css/custom.css', 'css/css/extra.css'],
      primaryColor: { light: '#2e8555', dark: '#25c2a0' },
      primaryShades: {
        light: {
          dark: '#2a0000',
          darker: '#2a1111',
          darkest: '#2a2222',
          light: '#2a3333',
          lighter: '#2a4444',
          lightest: '#2a5555',
        },
        dark: {
          dark: '#1b0000',
          darker: '#1b1111',
          darkest: '#1b2222',
          light: '#1b3333',
          lighter: '#1b4444',
          lightest: '#1b5555',
        },
      },
    });
  });

  it('gives one colour for both modes and no shades when the dark rule keeps the colour and fewer than six shades are set', async () => {
    const site = await folderWith('custom-css-', {
      'src/css/custom.css': ':root { --ifm-color-primary: seagreen; --ifm-color-primary-dark: #29784c; }\n',
    });
    const carried = await carryCustomCss(site, [{ file: './src/css/custom.css', where: 'docusaurus.config.js:9' }]);
    expect(carried.theme).toEqual({ customCss: ['css/custom.css'], primaryColor: 'seagreen' });
    expect(carried.files).toEqual([{ path: 'css/custom.css', from: `${site}/src/css/custom.css` }]);
  });

  it('lists a stylesheet that is missing, lies outside the site or names a missing file, and a primary colour that is no colour', async () => {
    const site = await folderWith('custom-css-', {
      'src/css/custom.css': ':root {\n  --ifm-color-primary: var(--brand);\n}\n',
      'src/css/broken.css': ".logo { background: url('./gone.png'); }\n",
    });
    const carried = await carryCustomCss(site, [
      { file: './src/css/custom.css', where: 'docusaurus.config.js:9' },
      { file: './src/css/missing.css', where: 'docusaurus.config.js:9' },
      { file: './src/css/broken.css', where: 'docusaurus.config.js:9' },
      { file: '/usr/lib/node_modules/infima/dist/css/default/default.css', where: 'docusaurus.config.js:9' },
    ]);
    expect(carried.theme).toEqual({ customCss: ['css/custom.css'] });
    expect(carried.uncarried.map(({ where, what, why }) => `${where} ${what}: ${why}`)).toMatchInlineSnapshot(`
      [
        "docusaurus.config.js:9 custom CSS src/css/missing.css: there is no such file; the config names a stylesheet the site does not have.",
        "docusaurus.config.js:9 custom CSS src/css/broken.css: it names src/css/gone.png, which is no file of the site; put the file beside it, then add the stylesheet to theme.customCss.",
        "docusaurus.config.js:9 custom CSS /usr/lib/node_modules/infima/dist/css/default/default.css: it is not a file of the site's folder (a package's stylesheet); copy the rules you need into a stylesheet of theme.customCss.",
        "src/css/custom.css:2 --ifm-color-primary: its value "var(--brand)" is no colour site.yaml's theme.primaryColor takes; the stylesheet still sets it.",
      ]
    `);
  });

  it('carries nothing when the config names no stylesheet', async () => {
    const site = await folderWith('custom-css-', {});
    expect(await carryCustomCss(site, [])).toEqual({ sources: [], theme: undefined, files: [], uncarried: [] });
  });
});
