import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutCopy } from './helpers';

const PROJECT_ROOT = resolve(__dirname, '../../../..');
const FIXTURE = 'tests/fixtures/docusaurus3-site';

let checkout: string;
let importOutput: string;

/** The HTML of a route of the build, whichever file the route is written to. */
async function page(route: string): Promise<string> {
  const base = join(checkout, 'dist', route.replace(/^\/|\/$/g, ''));
  const file = [`${base}.html`, join(base, 'index.html')].find((candidate) => existsSync(candidate));
  if (file === undefined) throw new Error(`The build has no page for ${route}.`);
  return readFile(file, 'utf8');
}

/** The text a reader sees: tags and the hidden templates and tooltips taken out. */
const visibleText = (html: string) =>
  html
    .replace(/<template[\s\S]*?<\/template>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * What a site owner does: a committed copy of this checkout, `npm run import:docusaurus` with the
 * fixture, then the production build. Every doc route Docusaurus serves for the fixture answers
 * with its page, and the pages show what Docusaurus shows.
 */
describe('npm run import:docusaurus, then npm run build', () => {
  beforeAll(async () => {
    checkout = await checkoutCopy();
    const tsx = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
    const imported = spawnSync(tsx, ['src/node/import-docusaurus/cli.ts', FIXTURE], {
      cwd: checkout,
      encoding: 'utf8',
    });
    importOutput = imported.stdout + imported.stderr;
    expect(imported.status, importOutput).toBe(0);
    const built = spawnSync(tsx, ['src/node/build.ts'], { cwd: checkout, encoding: 'utf8', timeout: 400_000 });
    expect(built.status, built.stdout + built.stderr).toBe(0);
  }, 600_000);

  it('says what it carried and what it could not', () => {
    expect(importOutput).toContain('content/current/: 6 pages from docs');
    expect(importOutput).toContain('home from src/pages/index.js: 2 buttons, 3 feature cards');
    expect(importOutput).toContain('content/pages/: 1 page from src/pages/, at /about');
    expect(importOutput).toContain('css/: 2 files of theme.customCss, from src/css/custom.css');
    expect(importOutput).toContain(
      'src/pages/showcase.js:1 a React page at /showcase: it held headings "Who uses Fixture"',
    );
  });

  it("shows the home page's buttons and feature cards, their images drawn, and the Markdown page at its route", async () => {
    const home = await page('/');
    expect(home).toMatch(/<a [^>]*href="\/docs\/intro"[^>]*>(?:(?!<\/a>)[\s\S])*Get started/);
    expect(home).toMatch(/<a [^>]*href="\/docs\/next\/guides\/effects"[^>]*>(?:(?!<\/a>)[\s\S])*Read the guides/);
    const text = visibleText(home);
    for (const title of ['Effects you can test', 'Typed errors', 'One API, any effect']) expect(text).toContain(title);
    expect(text).toContain('Errors are part of the type, so the compiler says which ones a caller handles.');
    // Both small SVG images, the one of static/ and the one of src/components/, are drawn inline.
    expect(home).toContain('<path d="M5 90 40 30l20 30 10-15 25 45Z" fill="#2e8555"/>');
    expect(home).toContain('<rect x="10" y="10" width="80" height="80" rx="12" fill="#2e8555"/>');
    const about = await page('/about');
    expect(visibleText(about)).toContain('Fixture is written by its contributors, in the open.');
    expect(about).toMatch(/<h2[^>]*id="reaching-us"/);
  });

  it("brings custom.css's colours and its rule for the navbar's GitHub item into the built styles", async () => {
    const assets = join(checkout, 'dist/assets');
    const css = (
      await Promise.all(
        (
          await readdir(assets)
        )
          .filter((name) => name.endsWith('.css'))
          .map((name) => readFile(join(assets, name), 'utf8')),
      )
    ).join('\n');
    expect(css).toMatch(/\.header-github-link:+before\s*\{/);
    expect(css.toLowerCase()).toContain('#2e8555');
    expect(css.toLowerCase()).toContain('#4fddbf');
    expect(await page('/')).toMatch(
      /<a [^>]*class="[^"]*header-github-link[^"]*"[^>]*href="https:\/\/github\.com\/fixture-org\/fixture"|<a [^>]*href="https:\/\/github\.com\/fixture-org\/fixture"[^>]*class="[^"]*header-github-link/,
    );
  });

  it("serves every doc route of the fixture's Docusaurus build: the last version at /docs, current at /docs/next, 1.0.0 at /docs/1.0.0", async () => {
    const routes = [
      '/docs/intro',
      '/docs/getting-started',
      '/docs/getting-started/installation',
      '/docs/getting-started/first-program',
      '/docs/next/intro',
      '/docs/next/getting-started',
      '/docs/next/getting-started/installation',
      '/docs/next/getting-started/first-program',
      '/docs/next/guides/effects',
      '/docs/next/guides/error-handling',
      '/docs/next/guides/advanced/streams',
      '/docs/1.0.0/intro',
      '/docs/1.0.0/start-here',
      '/docs/1.0.0/getting-started/installation',
    ];
    const missing = routes.filter(
      (route) =>
        !existsSync(join(checkout, 'dist', `${route.slice(1)}.html`)) &&
        !existsSync(join(checkout, 'dist', route.slice(1), 'index.html')),
    );
    expect(missing).toEqual([]);
  });

  it('makes a generated-index page of a category link, with its title and description', async () => {
    const index = visibleText(await page('/docs/getting-started'));
    expect(index).toContain('Getting Started');
    expect(index).toContain('Install the library and run a first program.');
    expect(visibleText(await page('/docs/1.0.0/start-here'))).toContain('Start here');
  });

  it('shows mdoc fences as their code, never as text, keeps invisible blocks hidden and plain Scala as written', async () => {
    const intro = await page('/docs/next/intro');
    expect(intro).not.toMatch(/mdoc:|```/);
    expect(visibleText(intro)).toContain('Greeting("docs").say');
    expect(visibleText(intro)).toContain('libraryDependencies += "org.example" %% "fixture" % "1.2.0-SNAPSHOT"');
    const first = visibleText(await page('/docs/next/getting-started/first-program'));
    expect(first).toContain('val greeting = Greeting("world")');
    expect(first).not.toContain('def say: String');
  });

  it("turns <Tabs values={[...]}> into the site's tabs", async () => {
    const installation = await page('/docs/next/getting-started/installation');
    expect(installation.match(/role="tab"/g)).toHaveLength(2);
    expect(visibleText(installation)).toContain('Mill');
  });

  it("carries navbar and footer links without a type, the PNG favicon and this year's copyright", async () => {
    const home = await page('/');
    expect(home).toMatch(/<a [^>]*href="\/docs\/getting-started\/installation"[^>]*>(?:(?!<\/a>)[\s\S])*Install/);
    expect(home).toMatch(/<a [^>]*href="https:\/\/github\.com\/fixture-org\/fixture"[^>]*>(?:(?!<\/a>)[\s\S])*GitHub/);
    const icon = /<link [^>]*rel="icon"[^>]*>/.exec(home)?.[0];
    expect(icon).toContain('href="/img/favicon.png"');
    expect(icon).toContain('type="image/png"');
    expect(visibleText(home)).toContain(`Copyright © ${new Date().getFullYear()} Fixture contributors.`);
  });
});
