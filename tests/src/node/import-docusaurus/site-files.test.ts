import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { swizzledComponents } from '../../../../src/node/import-docusaurus/site-files';

let site: string;
afterEach(async () => {
  await rm(site, { recursive: true, force: true });
});

async function siteWith(files: string[]): Promise<string> {
  site = await mkdtemp(join(tmpdir(), 'docusaurus-site-'));
  for (const file of files) {
    await mkdir(join(site, file, '..'), { recursive: true });
    await writeFile(join(site, file), '');
  }
  return site;
}

describe('swizzledComponents', () => {
  it('lists every file under src/theme as a swizzled component', async () => {
    await siteWith(['src/theme/Footer/index.js', 'src/theme/Footer/styles.module.css', 'src/theme/Root.js']);
    expect((await swizzledComponents(site)).map(({ where, what }) => `${where} ${what}`)).toEqual([
      'src/theme/Footer/index.js:1 swizzled component Footer',
      'src/theme/Footer/styles.module.css:1 swizzled component Footer',
      'src/theme/Root.js:1 swizzled component Root',
    ]);
  });
});
