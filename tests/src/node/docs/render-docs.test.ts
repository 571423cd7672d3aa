import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DocsContentError, renderDocs, type RenderedDoc } from '../../../../src/node/docs/render-docs';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { DOCUSAURUS_SITE } from '../../../fixtures/site-root';
import { sharedRenderer } from '../markdown/helpers';
import { copyFixtureSite as copyProject } from './fixture-copy';

let rendered: RenderedDoc[];
let site: LoadedSite;
// The fixture site as it is, rendered once for the tests that change nothing. Every render shares
// one renderer, as the build's does, so shiki loads its grammars once for the file.
beforeAll(async () => {
  site = await loadSite({ siteRoot: await copyProject() });
  rendered = await renderDocs(site, await sharedRenderer());
});

describe('renderDocs on the fixture site', () => {
  it('renders every doc of every version, at its route', () => {
    for (const version of site.docs.versions) {
      expect(
        rendered
          .filter((doc) => doc.versionName === version.name)
          .map((doc) => doc.path)
          .sort(),
      ).toEqual(version.docs.map((doc) => doc.path).sort());
    }
    expect(rendered.length).toBeGreaterThan(40);
  });

  it('links each doc to its neighbours and its categories', () => {
    const page = rendered.find((doc) => doc.data.id === 'cats-effect2/fx/error-handling/can-catch')!;
    expect(page.path).toBe('/docs/cats-effect2/fx/error-handling/can-catch');
    expect(page.data.breadcrumbs).toEqual([
      { label: 'For Cats Effect 2', href: '/docs/cats-effect2/' },
      { label: 'Fx', href: '/docs/cats-effect2/fx/' },
      { label: 'Error Handling', href: '/docs/cats-effect2/fx/error-handling/' },
    ]);
    expect(page.data.previous?.href).toBe('/docs/cats-effect2/fx/error-handling/');
    expect(page.data.next?.href).toBe('/docs/cats-effect2/fx/error-handling/can-handle-error');
  });

  it('rewrites relative .md links to routes', () => {
    const home = rendered.find((doc) => doc.versionName === 'current' && doc.data.id === 'index')!;
    expect(home.data.html).toContain('href="/docs/cats-effect2/"');
    expect(home.data.html).not.toContain('index.md');
  });
});

describe('renderDocs broken links', () => {
  it('lists every broken link and anchor with the file and the link as written', async () => {
    const root = await copyProject();
    await appendFile(
      join(root, 'content/current/cats-effect2/index.md'),
      '\n\nSee [the missing page](./missing.md), [a bad anchor](./import.md#no-such-heading) and [nowhere](/nowhere).\n',
    );
    await appendFile(join(root, 'content/v1/index.md'), '\n\nAlso [this section](#not-here).\n');
    const error = await renderDocs(await loadSite({ siteRoot: root }), await sharedRenderer()).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DocsContentError);
    expect((error as DocsContentError).message).toMatchInlineSnapshot(`
      "The docs have 4 broken links:
        content/current/cats-effect2/index.md:16 "./missing.md" leads to no page.
        content/current/cats-effect2/index.md:16 "./import.md#no-such-heading" points at "#no-such-heading", which that page does not have.
        content/current/cats-effect2/index.md:16 "/nowhere" leads to no page.
        content/v1/index.md:17 "#not-here" points at "#not-here", which that page does not have.
      Fix them; nothing was built."
    `);
    expect((error as DocsContentError).brokenLinks).toHaveLength(4);
  });
});

describe('renderDocs: what stops the build, each kind under its own heading', () => {
  it('lists every Markdown error of every page, apart from broken links', async () => {
    const root = await copyProject(DOCUSAURUS_SITE);
    await appendFile(
      join(root, 'content/current/build-tools/sbt.md'),
      '\n<Highlight color="#25c2a0">Green</Highlight>\n',
    );
    await appendFile(
      join(root, 'content/current/build-tools/mill.md'),
      '\n:::bogus\nText with <Badge>new</Badge>.\n:::\n',
    );
    await appendFile(join(root, 'content/current/index.md'), '\nSee [nowhere](./nowhere.md).\n');
    const error = await renderDocs(
      await loadSite({ siteRoot: root, compiledExamples: 'skip' }),
      await sharedRenderer(),
    ).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DocsContentError);
    expect((error as DocsContentError).message).toMatchInlineSnapshot(`
      "The docs have 3 Markdown errors:
        content/current/build-tools/mill.md:13 Unknown admonition kind "bogus" in ":::bogus"; expected one of note, tip, info, warning, danger, caution, secondary, important, success, or tabs and tab.
        content/current/build-tools/mill.md:14 <Badge> is a JSX component, which this site does not run: it renders <Tabs>, <TabItem>, <Admonition>, <CodeBlock>, <DocCardList /> and <TOCInline /> as Docusaurus does, and HTML elements in lower case (such as <details>); write the rest in Markdown or HTML.
        content/current/build-tools/sbt.md:36 <Highlight> is a JSX component, which this site does not run: it renders <Tabs>, <TabItem>, <Admonition>, <CodeBlock>, <DocCardList /> and <TOCInline /> as Docusaurus does, and HTML elements in lower case (such as <details>); write the rest in Markdown or HTML.
      The docs have 1 broken link:
        content/current/index.md:10 "./nowhere.md" leads to no page.
      Fix them; nothing was built."
    `);
  });
});

describe('renderDocs: the end of each page', () => {
  const pageOf = (docs: readonly RenderedDoc[], versionName: string, id: string) =>
    docs.find((doc) => doc.versionName === versionName && doc.data.id === id)!.data;

  it('links each page to its source, filled from docs.editUrl per version, and names its Markdown copy', async () => {
    const root = await copyProject();
    const yaml = await readFile(join(root, 'site.yaml'), 'utf8');
    await writeFile(
      join(root, 'site.yaml'),
      yaml.replace(
        /^docs:\n/m,
        'docs:\n  editUrl: https://git.example.org/site/edit/main/{file}?v={version}&p={path}\n',
      ),
    );
    const docs = await renderDocs(await loadSite({ siteRoot: root }), await sharedRenderer());
    expect(pageOf(docs, 'current', 'cats-effect2/fx/construct')).toMatchObject({
      editUrl:
        'https://git.example.org/site/edit/main/content/current/cats-effect2/fx/construct.md?v=current&p=cats-effect2/fx/construct.md',
      markdownUrl: '/docs/cats-effect2/fx/construct.md',
    });
    expect(pageOf(docs, 'v1', 'index')).toMatchObject({
      editUrl: 'https://git.example.org/site/edit/main/content/v1/index.md?v=v1&p=index.md',
      markdownUrl: '/docs/v1.md',
    });
  });

  it('shows no edit link without docs.editUrl, and no date without git history', async () => {
    const page = pageOf(rendered, 'current', 'index');
    expect(page.editUrl).toBeUndefined();
    expect(page.lastUpdated).toBeUndefined();
    // The copy lies in no git work tree: the site knows why it has no dates, and asked no process.
    expect(site.lastUpdated.unavailable).toMatch(/^".+" is in no git work tree\.$/);
  });
});
