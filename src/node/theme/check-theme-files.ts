import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ConfigProblem } from '../../../schema/config-error';
import type { ThemeConfig } from '../../../schema/theme';

/** A problem for each stylesheet of `theme.customCss` that is not a file under the site's folder. */
export async function checkThemeFiles(theme: ThemeConfig, siteRoot: string): Promise<ConfigProblem[]> {
  const problems = await Promise.all(
    theme.customCss.map(async (file, index): Promise<ConfigProblem[]> => {
      const found = await stat(resolve(siteRoot, file)).catch(() => undefined);
      if (found?.isFile()) return [];
      return [
        {
          path: ['theme', 'customCss', index],
          message: `names no file: there is no stylesheet ${JSON.stringify(file)} under the folder of site.yaml.`,
        },
      ];
    }),
  );
  return problems.flat();
}
