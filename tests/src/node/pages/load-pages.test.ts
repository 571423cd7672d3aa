import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPageSources } from '../../../../src/node/pages/load-pages';
import { FIXTURE_SITE } from '../../../fixtures/site-root';

describe('loadPageSources on the fixture site', () => {
  it('reads each Markdown and MDX page of content/pages/ with its route, leaving out partials and drafts', async () => {
    const pages = await loadPageSources(FIXTURE_SITE, false);
    expect(pages.map((page) => [page.fileName, page.id, page.path, page.title])).toEqual([
      ['content/pages/about.md', 'about', '/about', 'About effectie'],
      ['content/pages/community/index.mdx', 'community/index', '/community/', 'Community'],
      ['content/pages/thanks.md', 'thanks', '/credits', 'Thanks'],
    ]);
    const about = pages[0]!;
    expect([about.hasContentTitle, about.description, about.frontMatter.keywords]).toEqual([
      true,
      'Who writes effectie, and how to reach them.',
      ['effectie', 'maintainers'],
    ]);
    expect(pages[1]!.frontMatter.wrapperClassName).toBe('community-page');
  });

  it('keeps drafts when asked to, as the development server does', async () => {
    const pages = await loadPageSources(FIXTURE_SITE, true);
    expect(pages.map((page) => page.path)).toContain('/roadmap');
  });

  it('finds no pages in a site without content/pages/', async () => {
    expect(await loadPageSources(join(FIXTURE_SITE, 'content'), false)).toEqual([]);
  });
});

describe('loadPageSources on pages a test writes', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'effectie-pages-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  };

  it('accepts what Docusaurus accepts: front matter keys a page ignores, and a page without front matter', async () => {
    await write('content/pages/plain.md', 'Just text.\n');
    await write('content/pages/extra.md', '---\nsidebar_position: 3\ncustom_key: kept quiet\n---\n\n# Extra\n');
    const pages = await loadPageSources(root, false);
    expect(pages.map((page) => [page.path, page.title, page.frontMatter])).toEqual([
      ['/extra', 'Extra', { draft: false, hide_table_of_contents: false }],
      ['/plain', 'plain', { draft: false, hide_table_of_contents: false }],
    ]);
  });

  it('reports every bad page at once, each at its file and line: bad front matter, and a React page it cannot render', async () => {
    await write('content/pages/index.tsx', 'export default function Home() { return null; }\n');
    await write('content/pages/_components/Feature.tsx', 'export const Feature = () => null;\n');
    await write('content/pages/bad.md', '---\ntitle: Bad\nhide_table_of_contents: maybe\n---\n\nText.\n');
    await expect(loadPageSources(root, false)).rejects.toThrowErrorMatchingInlineSnapshot(`
      [SiteConfigError: content/pages has 2 problems:
        content/pages/bad.md:3:25 hide_table_of_contents: expected true or false, got "maybe".
        content/pages/index.tsx:1:1 is a React page, which this site cannot render: write it as a Markdown or MDX page, or, for a home page, give its hero and features to site.yaml's "home".
      Fix them in content/pages; nothing was built from it.]
    `);
  });
});
