import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sitePages, swizzledComponents } from '../../../../src/node/import-docusaurus/site-files';

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

describe('sitePages', () => {
  it('lists the React and Markdown pages of src/pages with their routes, leaving out partials and styles', async () => {
    await siteWith([
      'src/pages/index.js',
      'src/pages/index.module.css',
      'src/pages/community/support.mdx',
      'src/pages/_partial.js',
      'src/pages/users/index.tsx',
    ]);
    expect((await sitePages(site)).map(({ where, what }) => `${where} ${what}`)).toEqual([
      'src/pages/community/support.mdx:1 a Markdown page at /community/support',
      'src/pages/index.js:1 a React page at /',
      'src/pages/users/index.tsx:1 a React page at /users',
    ]);
  });

  it("reports a versions page as replaced by the site's own /versions page", async () => {
    await siteWith(['src/pages/versions.js']);
    expect(await sitePages(site)).toMatchInlineSnapshot(`
      [
        {
          "what": "a React page at /versions",
          "where": "src/pages/versions.js:1",
          "why": "the site's own /versions page replaces it: every version of docs.versions with its docs and release notes, and docs.archived for releases documented elsewhere.",
        },
      ]
    `);
  });
});

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
