import { describe, expect, it } from 'vitest';
import { themeSchema } from '../../../../schema/theme';
import { derivedShade, primaryColors } from '../../../../src/node/theme/primary-colors';

const theme = (input: unknown) => themeSchema.parse(input);

describe('the primary colours of a mode', () => {
  it("derives the six shades as Docusaurus's colour generator does", () => {
    // The shades Docusaurus's classic template writes for its green.
    expect(primaryColors(theme({ primaryColor: '#2e8555' }), 'light')).toEqual({
      primary: '#2e8555',
      shades: {
        dark: '#29784c',
        darker: '#277148',
        darkest: '#205d3b',
        light: '#33925d',
        lighter: '#359962',
        lightest: '#3cad6e',
      },
    });
    // And for its dark mode's.
    expect(
      ['dark', 'darker', 'darkest', 'light', 'lighter', 'lightest'].map((shade) =>
        derivedShade('#25c2a0', shade as 'dark'),
      ),
    ).toEqual(['#21af90', '#1fa588', '#1a8870', '#29d5b0', '#32d8b4', '#4fddbf']);
  });

  it('takes each colour of its own mode, and the shades site.yaml gives over the derived ones', () => {
    const both = theme({
      primaryColor: { light: '#2e8555', dark: '#25c2a0' },
      primaryShades: { dark: { darkest: '#000000' } },
    });
    expect(primaryColors(both, 'light')?.shades.darkest).toBe('#205d3b');
    expect(primaryColors(both, 'dark')).toMatchObject({
      primary: '#25c2a0',
      shades: { dark: '#21af90', darkest: '#000000' },
    });
  });

  it('is none without a primary colour: the theme keeps its own', () => {
    expect(primaryColors(theme({}), 'light')).toBeUndefined();
  });
});
