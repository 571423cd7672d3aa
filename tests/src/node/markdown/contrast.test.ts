import { readFileSync } from 'node:fs';
import { normalizeTheme, type ThemeRegistrationResolved } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_THEMES, loadCodeTheme, type ColorScheme } from '../../../../src/node/markdown/code-theme.js';

const AA = 4.5;

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

function parseHex(color: string): Rgba {
  let hex = color.trim().replace(/^#/, '');
  if (hex.length === 3 || hex.length === 4) hex = [...hex].map((digit) => digit + digit).join('');
  if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(hex)) throw new Error(`not a hex colour: ${color}`);
  const channel = (offset: number): number => parseInt(hex.slice(offset, offset + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: hex.length === 8 ? channel(6) / 255 : 1 };
}

/** Translucent token colours are painted over the code background, so blend before measuring. */
function over(foreground: Rgba, background: Rgba): Rgba {
  const mix = (f: number, b: number): number => f * foreground.a + b * (1 - foreground.a);
  return {
    r: mix(foreground.r, background.r),
    g: mix(foreground.g, background.g),
    b: mix(foreground.b, background.b),
    a: 1,
  };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of `foreground` drawn on an opaque `background`. */
function contrast(foreground: string, background: string): number {
  const bg = parseHex(background);
  const [l1, l2] = [luminance(over(parseHex(foreground), bg)), luminance(bg)];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

const css = readFileSync(new URL('../../../../src/client/styles/content.css', import.meta.url), 'utf8');

function cssVariables(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`content.css has no "${selector} {" block`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/(--content-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]),
  );
}

const CSS_BLOCKS: Record<ColorScheme, Record<string, string>> = {
  light: cssVariables(':root'),
  dark: cssVariables('html[data-theme="dark"]'),
};

function themeForegrounds(theme: ThemeRegistrationResolved): string[] {
  const colours = new Set<string>([theme.fg]);
  for (const setting of theme.settings) if (setting.settings.foreground) colours.add(setting.settings.foreground);
  return [...colours];
}

describe('contrast helper', () => {
  it('matches known WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#00000080', '#ffffff')).toBeCloseTo(contrast('#7f7f7f', '#ffffff'), 2);
  });
});

describe.each(['light', 'dark'] as const)('%s code theme', (scheme) => {
  const spec = CODE_THEMES[scheme];
  let theme: ThemeRegistrationResolved;
  beforeAll(async () => {
    theme = normalizeTheme(await loadCodeTheme(spec));
  });

  it('uses the backgrounds content.css paints behind the code', () => {
    expect(CSS_BLOCKS[scheme]['--content-code-bg']?.toLowerCase()).toBe(spec.background);
    expect(CSS_BLOCKS[scheme]['--content-code-highlight-bg']?.toLowerCase()).toBe(spec.highlightBackground);
    expect(theme.bg.toLowerCase()).toBe(spec.background);
  });

  it('has every token colour at WCAG AA (4.5:1) on the code and highlighted-line backgrounds', () => {
    const foregrounds = themeForegrounds(theme);
    expect(foregrounds.length).toBeGreaterThan(5);
    const failures = foregrounds.flatMap((foreground) =>
      [spec.background, spec.highlightBackground]
        .map((background) => ({ foreground, background, ratio: Number(contrast(foreground, background).toFixed(2)) }))
        .filter(({ ratio }) => ratio < AA),
    );
    expect(failures).toEqual([]);
  });

  it('replaces every overridden colour of the bundled theme', async () => {
    const foregrounds = themeForegrounds(theme).map((colour) => colour.toLowerCase());
    for (const [from, to] of Object.entries(spec.overrides)) {
      expect(foregrounds).not.toContain(from);
      expect(foregrounds).toContain(to);
    }
  });
});

describe('content.css colour pairs', () => {
  const pairs: Array<[string, string]> = [
    ['--content-code-fg', '--content-code-bg'],
    ['--content-code-fg', '--content-code-title-bg'],
    ['--content-code-fg', '--content-inline-code-bg'],
    // evaluated output of compiled examples
    ['--content-code-output', '--content-code-output-bg'],
    // line numbers, on plain and highlighted lines
    ['--content-muted', '--content-code-bg'],
    ['--content-muted', '--content-code-highlight-bg'],
    // copy button feedback states
    ['--content-tip', '--content-code-bg'],
    ['--content-danger', '--content-code-bg'],
    ...(['note', 'tip', 'info', 'warning', 'danger'] as const).map((kind): [string, string] => [
      `--content-${kind}`,
      `--content-${kind}-bg`,
    ]),
  ];

  it.each(['light', 'dark'] as const)('are readable in %s mode', (scheme) => {
    const variables = CSS_BLOCKS[scheme];
    const failures = pairs
      .map(([foreground, background]) => {
        const fg = variables[foreground];
        const bg = variables[background];
        if (fg === undefined || bg === undefined) return `${foreground} on ${background}: missing`;
        const ratio = contrast(fg, bg);
        return ratio < AA ? `${foreground} on ${background}: ${ratio.toFixed(2)}` : undefined;
      })
      .filter((failure) => failure !== undefined);
    expect(failures).toEqual([]);
  });

  it('stays compact as shipped: without comments and runs of white space', () => {
    const shipped = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
    expect(Buffer.byteLength(shipped)).toBeLessThan(8 * 1024);
  });
});
