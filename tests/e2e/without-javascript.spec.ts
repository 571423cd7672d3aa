import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir, docRoutesFromDist, siteRoot } from './support/site';
const docRoutes = docRoutesFromDist();

test.describe('without JavaScript', () => {
  /** The markdown file of a doc route, and the start of its first paragraph as plain text. */
  function firstWords(route: string): string {
    const [version, rest] = route.startsWith('/docs/v1/')
      ? ['v1', route.slice('/docs/v1/'.length)]
      : ['current', route.slice('/docs/'.length)];
    const base = join(siteRoot, 'content', version, rest);
    const written = rest === '' || rest.endsWith('/') ? join(base, 'index.md') : `${base}.md`;
    // The API reference is written by the build, not in content/: its Markdown copy has its text.
    const file = existsSync(written) ? written : join(distDir, `${route.replace(/\/$/, '')}.md`);
    expect(existsSync(file), `markdown of ${route}`).toBe(true);
    const body = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    let fenced = false;
    for (const line of body.split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced || !/^[A-Za-z`]/.test(line) || /^(import|export)\s/.test(line)) continue;
      const plain = line.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
      const words = plain.split(/[[*_<!'"’“”&]/)[0]!.trim();
      if (words.length >= 15) return words;
    }
    throw new Error(`No plain first paragraph in ${file}`);
  }

  const decode = (html: string) =>
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();

  test('every doc page’s HTML carries its h1 and its text', async ({ request }) => {
    const problems: string[] = [];
    for (const route of docRoutes) {
      const response = await request.get(route);
      const html = await response.text();
      if (response.status() !== 200) problems.push(`${route}: HTTP ${response.status()}`);
      const main = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/)?.[1] ?? '';
      const headings = [...main.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => decode(match[1]!));
      const title = decode(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '').replace(/ \| Effectie$/, '');
      if (headings.length !== 1 || headings[0] !== title)
        problems.push(`${route}: h1 ${JSON.stringify(headings)}, title "${title}"`);
      // Compared without white space: inline tags and line breaks space words differently in markdown and HTML.
      const text = decode(main).replace(/\s+/g, '');
      const words = firstWords(route);
      if (!text.includes(words.replace(/\s+/g, ''))) problems.push(`${route}: the text "${words}" is not in <main>`);
      // The page-loading spinner's status; the "Copy page" button has a status region of its own.
      if (/class="page-loading"/.test(main)) problems.push(`${route}: a loading status instead of the page`);
    }
    expect(problems).toEqual([]);
  });

  test.describe('in the browser', () => {
    test.use({ javaScriptEnabled: false });

    test('three doc pages read fine without JavaScript', async ({ page }) => {
      for (const route of [
        '/docs/',
        '/docs/cats-effect3/fx/error-handling/can-catch',
        '/docs/v1/docs/scalaz-effect/optiont-support',
      ]) {
        await test.step(route, async () => {
          await page.goto(route);
          const heading = page.locator('main h1');
          await expect(heading).toHaveCount(1);
          await expect(heading).toBeVisible();
          const title = (await page.title()).replace(/ \| Effectie$/, '');
          await expect(heading).toHaveText(title);
          await expect(page.locator('main')).toContainText(firstWords(route));
          await expect(page.locator('aside[aria-label="Docs sidebar"] a[aria-current="page"]')).toHaveAttribute(
            'href',
            route,
          );
          await expect(page.locator('main svg.spinner')).toHaveCount(0);
        });
      }
    });
  });
});
