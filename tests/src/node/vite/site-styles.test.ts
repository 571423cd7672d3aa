import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeSchema } from '../../../../schema/theme';
import { SITE_STYLES_MODULE_ID, siteStylesModules, THEME_CSS_MODULE_ID } from '../../../../src/node/vite/site-styles';

describe("the site's styles module", () => {
  it("imports the theme's stylesheet, then each of customCss in order, from the folder of site.yaml", () => {
    const theme = themeSchema.parse({ primaryColor: '#2e8555', customCss: ['css/custom.css', 'css/more.css'] });
    const modules = new Map(siteStylesModules(theme, '/srv/site'));
    expect(modules.get(SITE_STYLES_MODULE_ID)).toBe(
      [
        `import "${THEME_CSS_MODULE_ID}";`,
        `import ${JSON.stringify(resolve('/srv/site', 'css/custom.css'))};`,
        `import ${JSON.stringify(resolve('/srv/site', 'css/more.css'))};`,
      ].join('\n'),
    );
    expect(modules.get(THEME_CSS_MODULE_ID)).toContain('--ifm-color-primary: #2e8555;');
  });

  it('imports nothing for a site without a theme', () => {
    const modules = new Map(siteStylesModules(themeSchema.parse({}), '/srv/site'));
    expect(modules.get(SITE_STYLES_MODULE_ID)).toBe('export {};');
    expect(modules.get(THEME_CSS_MODULE_ID)).toBe('');
  });
});
