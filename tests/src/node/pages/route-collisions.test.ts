import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteConfigError } from '../../../../schema/config-error';
import { loadSite } from '../../../../src/node/site/load-site';
import { copyFixtureSite } from '../docs/fixture-copy';

let root: string;
beforeEach(async () => {
  root = await copyFixtureSite();
});

async function write(path: string, text: string) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
}

async function problems(): Promise<string[]> {
  const error = await loadSite({ siteRoot: root, compiledExamples: 'skip', readHistory: false }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SiteConfigError);
  return (error as SiteConfigError).problems.map((problem) => `${problem.fileName} ${problem.message}`);
}

describe('a standalone page whose route another page has', () => {
  it('names both files when the other is a doc, whatever the trailing slash', async () => {
    await write('content/pages/getting-started.md', '---\nslug: /docs\n---\n\n# Clash\n');
    expect(await problems()).toEqual([
      'content/pages/getting-started.md route "/docs" is also the route of content/current/index.md; change the page\'s slug, or move one of them.',
    ]);
  });

  it('names both files when the other is a standalone page', async () => {
    await write('content/pages/about/index.md', '# About again\n');
    expect(await problems()).toEqual([
      'content/pages/about/index.md route "/about/" is also the route of content/pages/about.md; change the page\'s slug, or move one of them.',
    ]);
  });

  it('names the search and versions pages every site has', async () => {
    await write('content/pages/search.md', '# Search\n');
    await write('content/pages/all.md', '---\nslug: /versions/\n---\n\n# All\n');
    expect(await problems()).toEqual([
      'content/pages/all.md route "/versions/" is also the route of the versions page every site has; change the page\'s slug, or move one of them.',
      'content/pages/search.md route "/search" is also the route of the search page every site has; change the page\'s slug, or move one of them.',
    ]);
  });

  it('shows the whole message with the file and line, as the build prints it', async () => {
    await write('content/pages/search.md', '# Search\n');
    const error = await loadSite({ siteRoot: root, compiledExamples: 'skip', readHistory: false }).catch(
      (caught: unknown) => caught as Error,
    );
    expect((error as Error).message).toMatchInlineSnapshot(`
      "content/pages has 1 problem:
        content/pages/search.md:1:1 route "/search" is also the route of the search page every site has; change the page's slug, or move one of them.
      Fix it in content/pages; nothing was built from it."
    `);
  });
});

describe('content/pages/index.md', () => {
  it("is the home page at /, in place of site.yaml's home, as in Docusaurus", async () => {
    await write('content/pages/index.md', '---\ntitle: Welcome\n---\n\nThe site starts here.\n');
    const site = await loadSite({ siteRoot: root, compiledExamples: 'skip', readHistory: false });
    expect(site.pages.find((page) => page.id === 'index')?.path).toBe('/');
    expect(site.routes).toContain('/');
  });
});

describe('a docs version named "pages"', () => {
  it('is refused in site.yaml, which says why', async () => {
    const yaml = await readFile(join(root, 'site.yaml'), 'utf8');
    await writeFile(join(root, 'site.yaml'), yaml.replace('    - name: v1\n', '    - name: pages\n'));
    const error = await loadSite({ siteRoot: root, compiledExamples: 'skip', readHistory: false }).catch(
      (caught: unknown) => caught as Error,
    );
    expect((error as Error).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:116:13 docs.versions[1].name: must not be "pages", which is content/pages/, the folder of the standalone pages, got "pages".
      Fix it in site.yaml; nothing was built from it."
    `);
  });
});
