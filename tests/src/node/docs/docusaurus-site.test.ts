import { beforeAll, describe, expect, it } from 'vitest';
import { frontMatterWarnings } from '../../../../src/node/docs/front-matter-warnings';
import { renderDocs, type RenderedDoc } from '../../../../src/node/docs/render-docs';
import { markdownFiles } from '../../../../src/node/markdown-copies/markdown-files';
import { buildSearchIndexes } from '../../../../src/node/search/build-indexes';
import { robotsMetaTag } from '../../../../src/node/seo/meta-tags';
import { sitemapRoutes } from '../../../../src/node/seo/sitemap';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { DOCUSAURUS_SITE } from '../../../fixtures/site-root';
import { dom } from '../markdown/helpers';

/** The fixture pages are written as a Docusaurus docs folder is: they build without an edit. */
describe('a docs folder written for Docusaurus', () => {
  let site: LoadedSite;
  let docs: RenderedDoc[];
  const page = (path: string) => {
    const found = docs.find((doc) => doc.path === path);
    if (found === undefined) throw new Error(`no page at ${path}; pages: ${docs.map((doc) => doc.path).join(', ')}`);
    return found.data;
  };
  beforeAll(async () => {
    site = await loadSite({ siteRoot: DOCUSAURUS_SITE, compiledExamples: 'skip', readHistory: false });
    docs = await renderDocs(site);
  });

  describe('its Markdown', () => {
    it('drops the @theme imports, and renders tabs, :::caution, titled admonitions and <details>', () => {
      const body = dom(page('/docs/build-tools/').html);
      expect(body.textContent).not.toContain('import');
      const tabs = body.querySelector('.tabs')!;
      expect(tabs.getAttribute('data-group-id')).toBe('build-tool');
      expect(tabs.getAttribute('data-query-string')).toBe('build-tool');
      expect(
        [...tabs.querySelectorAll('[role="tab"]')].map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
      ).toEqual([
        ['sbt', 'false'],
        ['Mill', 'true'],
      ]);
      // The indented fences inside <TabItem> are code blocks, as MDX reads them.
      expect(tabs.querySelector('[data-tab-value="mill"][role="tabpanel"] pre code')?.textContent).toBe(
        'ivy"io.kevinlee::effectie-cats-effect3:2.2.0"',
      );
      expect(tabs.querySelector('[data-tab-value="sbt"][role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
      const asides = [...body.querySelectorAll('aside.admonition')].map((aside) => [
        aside.className,
        aside.querySelector('.admonition-title')?.textContent,
      ]);
      expect(asides).toEqual([
        ['admonition admonition-warning', 'Caution'],
        ['admonition admonition-note', 'Versions of Scala'],
      ]);
      expect(body.querySelector('details summary')?.textContent).toBe('Why Maven Central?');
    });

    it('lists the entries of the category a page opens with <DocCardList />, unlisted pages left out, each with its description', () => {
      const cards = [...dom(page('/docs/build-tools/').html).querySelectorAll('.doc-cards a.doc-card')];
      expect(
        cards.map((card) => [
          card.getAttribute('href'),
          card.querySelector('.doc-card-title')?.textContent,
          card.querySelector('.doc-card-description')?.textContent,
        ]),
      ).toEqual([
        ['/docs/build-tools/sbt', '📄️ sbt', 'The sbt settings effectie needs.'],
        ['/docs/build-tools/mill-build', '📄️ Mill', 'The Mill settings effectie needs.'],
        // No description: the first words of the page, as Docusaurus takes them; an empty one is none.
        ['/docs/build-tools/gradle', '📄️ Gradle', "Gradle's Kotlin DSL, as its guide writes it."],
        ['/docs/build-tools/04-maven', '📄️ Maven', undefined],
      ]);
    });

    it('gives the Markdown copy the tabs under their labels and the cards as links', () => {
      const copy = markdownFiles(site).get('docs/build-tools.md')!;
      expect(copy).not.toContain('<Tabs');
      expect(copy).not.toContain('import Tabs');
      expect(copy).toContain('**Mill**');
      expect(copy).toContain(
        '- [sbt](https://effectie.kevinlee.io/docs/build-tools/sbt.md): The sbt settings effectie needs.',
      );
    });
  });

  describe('its front matter', () => {
    it('takes a missing title from the first heading, which then stands as the page title; resolves a relative slug from the folder', () => {
      const mill = page('/docs/build-tools/mill-build');
      expect(mill.title).toBe('Mill');
      expect(mill.titleHeading).toBe('in-body');
      // The title has no anchor link, as in Docusaurus.
      expect(dom(mill.html).querySelector('h1')?.textContent).toBe('Mill');
    });

    it('orders the sidebar by positions written as strings, and gives entries their class and custom props', () => {
      const category = site.versions[0]!.sidebar[1]!;
      expect(category.type === 'category' && category.items).toEqual([
        {
          type: 'doc',
          id: 'build-tools/sbt',
          label: 'sbt',
          href: '/docs/build-tools/sbt',
          className: 'sidebar-sbt',
          customProps: { emoji: '🛠' },
        },
        { type: 'doc', id: 'build-tools/mill', label: 'Mill', href: '/docs/build-tools/mill-build' },
        // Placed, named and routed by its number prefix, which a page may keep.
        { type: 'doc', id: 'build-tools/gradle', label: 'Gradle', href: '/docs/build-tools/gradle' },
        { type: 'doc', id: 'build-tools/04-maven', label: 'Maven', href: '/docs/build-tools/04-maven' },
      ]);
    });

    it('puts keywords, image, tags, the edit link, the last update and its table-of-contents levels on the page', () => {
      const sbt = page('/docs/build-tools/sbt');
      expect(sbt).toMatchObject({
        keywords: ['sbt', 'build.sbt', '2024'],
        image: 'https://effectie.kevinlee.io/docs/build-tools/img/sbt-card.png',
        tags: [
          { label: 'Build tools', href: '/docs/tags/build-tools' },
          { label: 'sbt', href: '/docs/tags/tool/sbt' },
        ],
        editUrl: 'https://example.org/edit/sbt',
        lastUpdated: { iso: '2024-03-01T00:00:00.000Z', text: 'March 1, 2024' },
      });
      expect(sbt.toc.map((entry) => entry.level)).toEqual([2, 3, 4]);
      expect(page('/docs/build-tools/mill-build').editUrl).toBeUndefined();
      expect(page('/docs/build-tools/').editUrl).toBe(
        'https://github.com/kevin-lee/effectie/edit/main/content/current/build-tools/index.md',
      );
    });

    it('labels Previous and Next links with pagination_label, and follows pagination_prev and pagination_next', () => {
      expect(page('/docs/build-tools/').next).toEqual({
        id: 'build-tools/sbt',
        label: 'The sbt page',
        href: '/docs/build-tools/sbt',
      });
      const legacy = page('/docs/build-tools/legacy');
      expect(legacy.previous).toEqual({ id: 'build-tools/sbt', label: 'The sbt page', href: '/docs/build-tools/sbt' });
      expect(legacy.next).toBeUndefined();
    });

    it('builds an unlisted page, but keeps it out of the sidebar, search, the sitemap, llms.txt and search engines', () => {
      const legacy = page('/docs/build-tools/legacy');
      expect(legacy).toMatchObject({ unlisted: true, titleHeading: 'visually-hidden' });
      expect(JSON.stringify(site.versions[0]!.sidebar)).not.toContain('legacy');
      const records = JSON.stringify(buildSearchIndexes(site, docs).assets.map((asset) => asset.source));
      expect(records).toContain('/docs/build-tools/sbt');
      expect(records).not.toContain('/docs/build-tools/legacy');
      const routes = docs.map((doc) => doc.path);
      expect(sitemapRoutes(site.config, site.docs, routes)).toEqual(
        routes.filter((route) => route !== '/docs/build-tools/legacy'),
      );
      expect(robotsMetaTag(site.config, site.docs, '/docs/build-tools/legacy', { notFound: false })).toBe(
        '<meta name="robots" content="noindex, nofollow" />',
      );
      expect(robotsMetaTag(site.config, site.docs, '/docs/build-tools/sbt', { notFound: false })).toBe('');
      const files = markdownFiles(site);
      expect(files.has('docs/build-tools/legacy.md')).toBe(true);
      expect(files.get('llms.txt')).not.toContain('legacy');
    });

    it('writes a tags page per version, listing its tags and, per tag, its pages', () => {
      expect(docs.filter((doc) => doc.path.includes('/tags/')).map((doc) => [doc.path, doc.data.title])).toEqual([
        ['/docs/tags/', 'Tags'],
        ['/docs/tags/build-tools', '2 docs tagged with "Build tools"'],
        ['/docs/tags/tool/sbt', '1 doc tagged with "sbt"'],
        ['/docs/v1/tags/', 'Tags'],
        ['/docs/v1/tags/build-tools', '1 doc tagged with "Build tools"'],
      ]);
      const links = (path: string) =>
        [...dom(page(path).html).querySelectorAll('a')].map(
          (link) => `${link.textContent} ${link.getAttribute('href')}`,
        );
      expect(links('/docs/tags/')).toEqual(['Build tools /docs/tags/build-tools', 'sbt /docs/tags/tool/sbt']);
      expect(links('/docs/tags/build-tools')).toEqual([
        'Mill /docs/build-tools/mill-build',
        'Effectie with sbt /docs/build-tools/sbt',
        'View all tags /docs/tags/',
      ]);
      expect(links('/docs/v1/tags/build-tools')).toEqual(['Getting started /docs/v1/', 'View all tags /docs/v1/tags/']);
      // Found by search and listed in the sitemap like other pages, but in no sidebar.
      expect(sitemapRoutes(site.config, site.docs, ['/docs/tags/build-tools'])).toEqual(['/docs/tags/build-tools']);
      expect(JSON.stringify(buildSearchIndexes(site, docs).assets.map((asset) => asset.source))).toContain(
        '/docs/tags/build-tools',
      );
      expect(JSON.stringify(site.versions.map((version) => version.sidebar))).not.toContain('/tags/');
    });

    it('describes a page without a description by its first words, and a page whose description is empty by nothing', () => {
      expect(page('/docs/build-tools/gradle').description).toBe("Gradle's Kotlin DSL, as its guide writes it.");
      expect(page('/docs/build-tools/04-maven').description).toBe('');
      const files = markdownFiles(site);
      const llms = files.get('llms.txt')!.split('\n');
      expect(llms.filter((line) => /\/(gradle|04-maven)\.md/.test(line))).toEqual([
        "- [Gradle](https://effectie.kevinlee.io/docs/build-tools/gradle.md): Gradle's Kotlin DSL, as its guide writes it.",
        '- [Maven](https://effectie.kevinlee.io/docs/build-tools/04-maven.md)',
      ]);
      expect(files.get('docs/build-tools/gradle.md')).toMatch(
        /^# Gradle\n\n> Gradle's Kotlin DSL, as its guide writes it\.\n/,
      );
      expect(files.get('docs/build-tools/04-maven.md')).toMatch(/^# Maven\n\nAdd the dependency/);
    });

    it('keeps an empty title empty: no title above the page, which its hidden heading, sidebar entry, Next link, breadcrumb and search results name by its file', () => {
      const notes = page('/docs/release-notes');
      expect(notes).toMatchObject({
        title: '',
        name: 'release-notes',
        titleHeading: 'visually-hidden',
        description: 'Each release of effectie, newest first.',
      });
      expect(dom(notes.html).querySelector('h1')).toBeNull();
      expect(site.versions[0]!.sidebar[2]).toEqual({
        type: 'doc',
        id: 'release-notes',
        label: 'release-notes',
        href: '/docs/release-notes',
      });
      expect(page('/docs/build-tools/04-maven').next).toEqual({
        id: 'release-notes',
        label: 'release-notes',
        href: '/docs/release-notes',
      });
      const searched = buildSearchIndexes(site, docs).assets.flatMap(
        (asset) => (JSON.parse(String(asset.source)) as { pages: string[][] }).pages,
      );
      expect(searched).toContainEqual(['/docs/release-notes', 'Documentation', 'release-notes']);
      expect(markdownFiles(site).get('docs/release-notes.md')).toMatch(
        /^# release-notes\n\n> Each release of effectie, newest first\.\n/,
      );
    });

    it('warns, at its line, of a key Docusaurus 3 ignores, and builds the page', () => {
      expect(frontMatterWarnings(site)).toMatchInlineSnapshot(`
        "The docs' front matter has 1 key with no effect:
          content/current/build-tools/legacy.md:3:1 layout: has no effect: Docusaurus 3 ignores it (it is a Docusaurus 1 field), and so does this site; remove it.
        The pages were built all the same."
      `);
    });
  });
});
