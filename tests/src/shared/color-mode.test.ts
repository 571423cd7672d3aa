import { describe, expect, it } from 'vitest';
import { nextColorModeChoice, parseColorModeChoice, UnknownColorModeError } from '../../../src/shared/color-mode';

describe('parseColorModeChoice', () => {
  it('accepts the three choices', () => {
    expect(parseColorModeChoice('light')).toBe('light');
    expect(parseColorModeChoice('dark')).toBe('dark');
    expect(parseColorModeChoice('system')).toBe('system');
  });

  it('rejects anything else with a message that names the value', () => {
    expect(() => parseColorModeChoice('x')).toThrow(
      /^Unknown color mode "x"\. Expected "light", "dark" or "system"\.$/,
    );
    expect(() => parseColorModeChoice('Dark')).toThrow(UnknownColorModeError);
    expect(() => parseColorModeChoice(null)).toThrow('Unknown color mode null.');
    expect(() => parseColorModeChoice(undefined)).toThrow(UnknownColorModeError);
  });
});

describe('nextColorModeChoice', () => {
  it('toggles between light and dark when the system is not respected', () => {
    expect(nextColorModeChoice('light', false)).toBe('dark');
    expect(nextColorModeChoice('dark', false)).toBe('light');
    // A stored "system" from a time the site respected the system still leads somewhere.
    expect(nextColorModeChoice('system', false)).toBe('dark');
  });

  it('cycles system, light, dark when the system is respected', () => {
    const cycle = ['system'];
    for (let step = 0; step < 3; step += 1)
      cycle.push(nextColorModeChoice(cycle.at(-1) as 'light' | 'dark' | 'system', true));
    expect(cycle).toEqual(['system', 'light', 'dark', 'system']);
  });
});
