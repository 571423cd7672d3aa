import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { PAGE_BACKGROUNDS } from '../../../../src/node/theme/page-backgrounds';

/** The value `--bg` falls back to under `selector` in tokens.css: the theme's own background. */
function tokenBackground(selector: string): string | undefined {
  const file = resolve(__dirname, '../../../../src/client/styles/tokens.css');
  let value: string | undefined;
  postcss.parse(readFileSync(file, 'utf8')).walkRules(selector, (rule) =>
    rule.walkDecls('--bg', (declaration) => {
      value = /var\(--ifm-background-color,\s*([^)]+)\)/.exec(declaration.value)?.[1]?.trim();
    }),
  );
  return value;
}

describe('the page backgrounds the contrast of links is measured on', () => {
  it("are the theme's own, in light and dark mode", () => {
    expect(tokenBackground(':root')).toBe(PAGE_BACKGROUNDS.light);
    expect(tokenBackground('html[data-theme="dark"]')).toBe(PAGE_BACKGROUNDS.dark);
  });
});
