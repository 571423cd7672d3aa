import { describe, expect, it } from 'vitest';
import { formatProblem, locateProblems } from '../../../../schema/config-error';
import { parseSiteConfig } from '../../../../schema/parse';
import { contrastWarnings } from '../../../../src/node/theme/contrast-warnings';
import { MINIMAL_SITE_YAML, yamlLines } from '../../../schema/helpers';

/** The warnings of a site.yaml with this theme, as the build prints them. */
function warnings(...lines: string[]): string[] {
  const { value, source } = parseSiteConfig(
    MINIMAL_SITE_YAML + yamlLines('theme:', ...lines.map((line) => `  ${line}`)),
  );
  return locateProblems(source, contrastWarnings(value.theme)).map(formatProblem);
}

describe('the contrast of the primary colour as link text', () => {
  it("is enough for Docusaurus's template colours, light and dark", () => {
    expect(warnings('primaryColor: { light: "#2e8555", dark: "#25c2a0" }')).toEqual([]);
  });

  it('warns with the ratio and the nearest shade of the site that passes, per mode', () => {
    expect(warnings('primaryColor: "#25c2a0"')).toMatchInlineSnapshot(`
      [
        "site.yaml:11:17 theme.primaryColor: links in "#25c2a0" have a contrast of 2.25:1 against the light mode's background "#ffffff", under the 4.5:1 text needs: none of its shades passes, and "#19826b" is the nearest colour that does.",
      ]
    `);
  });

  it("names the mode's colour, and measures the shades site.yaml gives", () => {
    expect(
      warnings('primaryColor: { light: "#2e8555", dark: "#3a3a8c" }', 'primaryShades:', '  dark: { light: "#8080ff" }'),
    ).toMatchInlineSnapshot(`
      [
        "site.yaml:11:43 theme.primaryColor.dark: links in "#3a3a8c" have a contrast of 1.88:1 against the dark mode's background "#15141b", under the 4.5:1 text needs: its shade "light" ("#8080ff", 5.61:1) is the nearest that passes.",
      ]
    `);
  });

  it('gives the nearest colour that passes when no shade does', () => {
    expect(warnings('primaryColor: "#ffe680"')).toMatchInlineSnapshot(`
      [
        "site.yaml:11:17 theme.primaryColor: links in "#ffe680" have a contrast of 1.24:1 against the light mode's background "#ffffff", under the 4.5:1 text needs: none of its shades passes, and "#8f7300" is the nearest colour that does.",
      ]
    `);
  });

  it('says nothing without a primary colour', () => {
    expect(warnings('customCss: [css/custom.css]')).toEqual([]);
  });
});
