import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../schema/parse';
import { configError, MINIMAL_SITE_YAML, yamlLines } from './helpers';

const withTheme = (...lines: string[]) => MINIMAL_SITE_YAML + yamlLines('theme:', ...lines.map((line) => `  ${line}`));
const themeOf = (...lines: string[]) => parseSiteConfig(withTheme(...lines)).value.theme;
const themeError = (...lines: string[]) => configError(() => parseSiteConfig(withTheme(...lines))).message;

describe('theme', () => {
  it("is the theme's own look unless site.yaml sets one: no primary colour, no stylesheets", () => {
    expect(parseSiteConfig(MINIMAL_SITE_YAML).value.theme).toEqual({ customCss: [] });
  });

  it('takes a primary colour for both modes, or one per mode, in any opaque CSS colour', () => {
    expect(themeOf('primaryColor: "#2e8555"').primaryColor).toBe('#2e8555');
    expect(themeOf('primaryColor: { light: "rgb(46, 133, 85)", dark: seagreen }').primaryColor).toEqual({
      light: 'rgb(46, 133, 85)',
      dark: 'seagreen',
    });
    expect(themeOf('primaryColor: "#2E8"').primaryColor).toBe('#2E8');
  });

  it('takes shades of the primary colour, each optional, and the stylesheets in order', () => {
    const theme = themeOf(
      'primaryColor: "#2e8555"',
      'primaryShades:',
      '  light: { dark: "#29784c" }',
      '  dark: { lightest: "#4fddbf" }',
      'customCss: [css/custom.css, css/more.css]',
    );
    expect(theme.primaryShades).toEqual({ light: { dark: '#29784c' }, dark: { lightest: '#4fddbf' } });
    expect(theme.customCss).toEqual(['css/custom.css', 'css/more.css']);
  });

  it('refuses a primary colour CSS would not read, quoting it', () => {
    expect(themeError('primaryColor: "#2e855"')).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:11:17 theme.primaryColor: expected an opaque CSS colour such as "#2e8555", "rgb(46, 133, 85)" or "seagreen", got "#2e855".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('refuses a translucent colour, and a bad colour of one mode, naming that mode', () => {
    expect(themeError('primaryColor: { light: "#2e855580", dark: "var(--green)" }')).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:11:26 theme.primaryColor.light: expected an opaque CSS colour such as "#2e8555", "rgb(46, 133, 85)" or "seagreen", got "#2e855580".
        site.yaml:11:45 theme.primaryColor.dark: expected an opaque CSS colour such as "#2e8555", "rgb(46, 133, 85)" or "seagreen", got "var(--green)".
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('refuses shades without a primary colour, and a shade it does not know', () => {
    expect(themeError('primaryShades:', '  light: { dark: "#29784c" }')).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:5 theme.primaryShades: gives shades of a primary colour the theme has none of: give theme.primaryColor too.
      Fix it in site.yaml; nothing was built from it."
    `);
    expect(
      themeError('primaryColor: "#2e8555"', 'primaryShades:', '  light: { darkish: "#29784c" }'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:13:14 theme.primaryShades.light.darkish: unknown key; check the spelling or remove it.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('refuses a stylesheet that is no .css file relative to the folder of site.yaml', () => {
    expect(
      themeError('customCss: [src/css/custom.scss, /srv/site/custom.css, "https://cdn.example.org/x.css"]'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 3 problems:
        site.yaml:11:15 theme.customCss[0]: must be a .css file, relative to the folder of site.yaml, such as "css/custom.css", got "src/css/custom.scss".
        site.yaml:11:36 theme.customCss[1]: must be a .css file, relative to the folder of site.yaml, such as "css/custom.css", got "/srv/site/custom.css".
        site.yaml:11:58 theme.customCss[2]: must be a .css file, relative to the folder of site.yaml, such as "css/custom.css", got "https://cdn.example.org/x.css".
      Fix them in site.yaml; nothing was built from it."
    `);
  });
});
