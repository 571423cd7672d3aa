import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carrySitePages } from '../../../../src/node/import-docusaurus/site-pages';
import { folderWith } from './helpers';

const SITE = { title: 'Fixture', tagline: 'Effects, typed' };

describe('carrySitePages', () => {
  it('copies the Markdown pages, their partials and images to content/pages/ at their routes, leaving out code and styles', async () => {
    const site = await folderWith('site-pages-', {
      'src/pages/about.md': '# About\n',
      'src/pages/community/index.mdx': '# Community\n',
      'src/pages/community/team.png': 'png',
      'src/pages/_shared.mdx': 'Shared.\n',
      'src/pages/help.module.css': '.x {}\n',
      'src/pages/_helper.js': 'export {};\n',
    });
    const pages = await carrySitePages(site, SITE);
    expect(pages.files.map((file) => file.path).sort()).toEqual([
      'content/pages/_shared.mdx',
      'content/pages/about.md',
      'content/pages/community/index.mdx',
      'content/pages/community/team.png',
    ]);
    expect(pages.files.find((file) => file.path === 'content/pages/about.md')).toEqual({
      path: 'content/pages/about.md',
      from: join(site, 'src/pages/about.md'),
    });
    expect(pages.routes.sort()).toEqual(['/about', '/community/']);
    expect(pages.uncarried).toEqual([]);
    expect(pages.home).toBeUndefined();
  });

  it("reports a versions page as replaced by the site's own /versions page", async () => {
    const site = await folderWith('site-pages-', { 'src/pages/versions.js': 'export default () => null;\n' });
    expect((await carrySitePages(site, SITE)).uncarried).toMatchInlineSnapshot(`
      [
        {
          "what": "a React page at /versions",
          "where": "src/pages/versions.js:1",
          "why": "the site's own /versions page replaces it: every version of docs.versions with its docs and release notes, and docs.archived for releases documented elsewhere.",
        },
      ]
    `);
  });

  it('lists a React page with its headings, text and links, TypeScript too', async () => {
    const site = await folderWith('site-pages-', {
      'src/pages/users/index.tsx': [
        "import Layout from '@theme/Layout';",
        'type User = { name: string };',
        "const users: User[] = [{ name: 'Acme' }];",
        'export default function Users(): JSX.Element {',
        '  return (',
        '    <Layout>',
        '      <h1>Our users</h1>',
        '      <p>They run it <em>every</em> day.</p>',
        '      {users.map((user) => <a key={user.name} href="https://example.org">{user.name}</a>)}',
        '    </Layout>',
        '  );',
        '}',
      ].join('\n'),
      'src/pages/broken.js': 'export default function () { return <div>; }\n',
    });
    const lines = (await carrySitePages(site, SITE)).uncarried.map(
      ({ where, what, why }) => `${where} ${what}: ${why}`,
    );
    expect(lines).toMatchInlineSnapshot(`
      [
        "src/pages/broken.js:1 a React page at /broken: it cannot be read as JavaScript with JSX; the site renders no React page of its own: write it as a Markdown page in content/pages/broken.md.",
        "src/pages/users/index.tsx:1 a React page at /users/: it held headings "Our users"; text "They run it every day."; links {user.name} → https://example.org; the site renders no React page of its own: write it as a Markdown page in content/pages/users/index.md.",
      ]
    `);
  });

  it('reads the home page into home:, and leaves a Markdown home page to content/pages/', async () => {
    const react = await folderWith('site-pages-', {
      'src/pages/index.js':
        'import Link from \'@docusaurus/Link\';\nexport default function Home() {\n  return <header><h1>Fixture</h1><Link to="/docs/">Docs</Link></header>;\n}\n',
    });
    expect((await carrySitePages(react, SITE)).home).toEqual({
      value: { actions: [{ label: 'Docs', to: '/docs/' }] },
      where: 'src/pages/index.js:1',
    });
    const markdown = await folderWith('site-pages-', {
      'src/pages/index.md': '# Home\n',
      'src/pages/index.js': 'export default function Home() { return null; }\n',
    });
    const pages = await carrySitePages(markdown, SITE);
    expect(pages.home).toBeUndefined();
    expect(pages.routes).toEqual(['/']);
    expect(pages.uncarried.map(({ where, what }) => `${where} ${what}`)).toEqual([
      'src/pages/index.js:1 a React page at /',
    ]);
  });
});
