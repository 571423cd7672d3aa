import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteConfigError, locateProblems } from '../../../../schema/config-error';
import { parseSiteConfig } from '../../../../schema/parse';
import { checkThemeFiles } from '../../../../src/node/theme/check-theme-files';
import { MINIMAL_SITE_YAML, yamlLines } from '../../../schema/helpers';

const THEMED_SITE = resolve(__dirname, '../../../fixtures/themed-site');

/** The error the build stops with for these stylesheets of the themed fixture, or undefined. */
async function problemsOf(...customCss: string[]): Promise<string | undefined> {
  const text = MINIMAL_SITE_YAML + yamlLines('theme:', '  customCss:', ...customCss.map((file) => `    - ${file}`));
  const { value, source } = parseSiteConfig(text);
  const problems = await checkThemeFiles(value.theme, THEMED_SITE);
  return problems.length === 0 ? undefined : new SiteConfigError('site.yaml', locateProblems(source, problems)).message;
}

describe("the site's stylesheets", () => {
  it('pass when each is a file under the folder of site.yaml', async () => {
    expect(await problemsOf('css/custom.css', 'css/title-code.css')).toBeUndefined();
  });

  it('stop the build when one is missing, naming its path and its place in site.yaml', async () => {
    expect(await problemsOf('css/custom.css', 'src/css/custom.css')).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:13:7 theme.customCss[1]: names no file: there is no stylesheet "src/css/custom.css" under the folder of site.yaml.
      Fix it in site.yaml; nothing was built from it."
    `);
  });
});
