import { bundledThemes, type BundledTheme, type ThemeRegistration } from 'shiki';

export type ColorScheme = 'light' | 'dark';

interface CodeThemeSpec {
  /** Name the adjusted theme is registered under; shiki prints it as a class on <pre>. */
  name: string;
  base: BundledTheme;
  /**
   * Must equal `--content-code-bg` / `--content-code-highlight-bg` in
   * src/client/styles/content.css; a unit test checks both and the contrast of every token colour.
   */
  background: string;
  highlightBackground: string;
  /**
   * Token colours replaced at build time (keys lower-case), because on our backgrounds they fall
   * below WCAG AA 4.5:1. Each entry says why.
   */
  overrides: Readonly<Record<string, string>>;
}

export const CODE_THEMES: Readonly<Record<ColorScheme, CodeThemeSpec>> = {
  light: {
    name: 'effectie-light',
    base: 'github-light-default',
    background: '#f6f8fa',
    highlightBackground: '#fff8c5',
    overrides: {
      // comments: 4.27:1 on #f6f8fa; Primer's newer muted grey reaches 5.7:1
      '#6e7781': '#59636e',
      // carriage-return: drawn as text by shiki (token backgrounds are ignored), invisible otherwise
      '#f6f8fa': '#1f2328',
      // markup.ignored / markup.untracked in diffs: 1.1:1, use the bracket grey instead
      '#eaeef2': '#57606a',
    },
  },
  dark: {
    name: 'effectie-dark',
    base: 'github-dark-default',
    background: '#161b22',
    highlightBackground: '#2a2a14',
    overrides: {
      // markup.ignored / markup.untracked in diffs: the theme's own background colour (1:1)
      '#161b22': '#8b949e',
    },
  },
};

type ThemeSetting = NonNullable<ThemeRegistration['tokenColors']>[number];

function replaceColor(color: string, overrides: Readonly<Record<string, string>>): string {
  return overrides[color.toLowerCase()] ?? color;
}

/** A copy of the bundled theme with our background and the contrast overrides applied. */
export async function loadCodeTheme(spec: CodeThemeSpec): Promise<ThemeRegistration> {
  const base = (await bundledThemes[spec.base]()).default;
  const adjust = (setting: ThemeSetting): ThemeSetting => {
    const foreground = setting.settings.foreground;
    return foreground === undefined
      ? setting
      : { ...setting, settings: { ...setting.settings, foreground: replaceColor(foreground, spec.overrides) } };
  };
  const colors: Record<string, string> = { ...base.colors, 'editor.background': spec.background };
  const foreground = colors['editor.foreground'];
  if (foreground !== undefined) colors['editor.foreground'] = replaceColor(foreground, spec.overrides);
  const theme: ThemeRegistration = { ...base, name: spec.name, bg: spec.background, colors };
  if (base.tokenColors) theme.tokenColors = base.tokenColors.map(adjust);
  if (base.settings) theme.settings = base.settings.map(adjust);
  return theme;
}
