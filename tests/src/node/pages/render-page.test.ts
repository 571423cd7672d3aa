import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocsContentError, renderDocsAndPages } from '../../../../src/node/docs/render-docs';
import { loadSite } from '../../../../src/node/site/load-site';
import { copyFixtureSite } from '../docs/fixture-copy';

const load = (root: string) => loadSite({ siteRoot: root, compiledExamples: 'skip', readHistory: false });

describe('standalone pages rendered with the docs', () => {
  it("render their body with its headings' table of contents, their links written as routes", async () => {
    const { pages } = await renderDocsAndPages(await load(await copyFixtureSite()));
    const about = pages.find((page) => page.path === '/about')!.data;
    expect(about.toc.map((entry) => entry.text)).toEqual(['Maintainers', 'Getting in touch']);
    expect(about.html).toContain('<a href="/docs/">Getting Started</a>');
    expect(about.html).toContain('<a href="/community/#where-to-talk">community page</a>');
  });

  it('have their links checked with the docs: a broken one, in a page or into one, stops the build with its file', async () => {
    const root = await copyFixtureSite();
    await appendFile(
      join(root, 'content/pages/about.md'),
      '\nSee [nowhere](/nowhere), [a missing file](./missing.md) and [a bad anchor](/community/#no-such).\n',
    );
    await appendFile(join(root, 'content/current/index.md'), '\n\nRead [about us](/about#nobody).\n');
    const error = await renderDocsAndPages(await load(root)).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DocsContentError);
    expect((error as DocsContentError).message).toMatchInlineSnapshot(`
      "The docs have 4 broken links:
        content/current/index.md:17 "/about#nobody" points at "#nobody", which that page does not have.
        content/pages/about.md:18 "/nowhere" leads to no page.
        content/pages/about.md:18 "./missing.md" leads to no page.
        content/pages/about.md:18 "/community/#no-such" points at "#no-such", which that page does not have.
      Fix them; nothing was built."
    `);
  });
});
