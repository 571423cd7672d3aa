import { describe, expect, it } from 'vitest';
import { themeSchema } from '../../../../schema/theme';
import { themeCss } from '../../../../src/node/theme/theme-css';

const css = (input: unknown) => themeCss(themeSchema.parse(input));

describe("the stylesheet of site.yaml's theme", () => {
  it("sets Infima's primary colour and its shades, under :root and [data-theme='dark'] as custom.css does", () => {
    expect(css({ primaryColor: { light: '#2e8555', dark: '#25c2a0' } })).toMatchInlineSnapshot(`
      ":root {
        --ifm-color-primary: #2e8555;
        --ifm-color-primary-dark: #29784c;
        --ifm-color-primary-darker: #277148;
        --ifm-color-primary-darkest: #205d3b;
        --ifm-color-primary-light: #33925d;
        --ifm-color-primary-lighter: #359962;
        --ifm-color-primary-lightest: #3cad6e;
      }
      [data-theme='dark'] {
        --ifm-color-primary: #25c2a0;
        --ifm-color-primary-dark: #21af90;
        --ifm-color-primary-darker: #1fa588;
        --ifm-color-primary-darkest: #1a8870;
        --ifm-color-primary-light: #29d5b0;
        --ifm-color-primary-lighter: #32d8b4;
        --ifm-color-primary-lightest: #4fddbf;
      }
      "
    `);
  });

  it('has one rule for a colour of both modes, unless dark mode has shades of its own', () => {
    expect(css({ primaryColor: '#2e8555' })).not.toContain('[data-theme');
    expect(css({ primaryColor: '#2e8555', primaryShades: { dark: { dark: '#123456' } } })).toContain(
      "[data-theme='dark'] {\n  --ifm-color-primary: #2e8555;\n  --ifm-color-primary-dark: #123456;",
    );
  });

  it('is empty without a primary colour', () => {
    expect(css({ customCss: ['css/custom.css'] })).toBe('');
  });
});
