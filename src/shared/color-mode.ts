export type ColorModeChoice = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

const choices: readonly ColorModeChoice[] = ['light', 'dark', 'system'];

export class UnknownColorModeError extends Error {
  constructor(value: unknown) {
    super(`Unknown color mode ${JSON.stringify(value)}. Expected "light", "dark" or "system".`);
    this.name = 'UnknownColorModeError';
  }
}

export function parseColorModeChoice(value: unknown): ColorModeChoice {
  if (choices.includes(value as ColorModeChoice)) return value as ColorModeChoice;
  throw new UnknownColorModeError(value);
}

/** The next choice of the toggle: system, light, dark when the system is respected, else light and dark. */
export function nextColorModeChoice(current: ColorModeChoice, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (!respectPrefersColorScheme) return current === 'dark' ? 'light' : 'dark';
  return current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system';
}
