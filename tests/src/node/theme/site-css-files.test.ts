import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCssFiles } from '../../../../src/node/theme/site-css-files';

const THEMED_SITE = resolve(__dirname, '../../../fixtures/themed-site');

describe("the files of a site's stylesheets", () => {
  it('are each stylesheet and the files it imports, not what it loads from other sites', async () => {
    expect(await siteCssFiles(THEMED_SITE, ['css/custom.css'])).toEqual([
      resolve(THEMED_SITE, 'css/custom.css'),
      resolve(THEMED_SITE, 'css/title-code.css'),
    ]);
  });

  it('are none for a site without stylesheets, or whose stylesheet is missing', async () => {
    expect(await siteCssFiles(THEMED_SITE, [])).toEqual([]);
    expect(await siteCssFiles(THEMED_SITE, ['css/missing.css'])).toEqual([]);
  });
});
