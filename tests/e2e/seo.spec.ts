import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir as DIST, docRoutesFromDist } from './support/site';
const SITE_URL = 'https://effectie.kevinlee.io';

test('sitemap.xml lists every page once, with absolute URLs, and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const expected = ['/', '/search', '/versions', ...docRoutesFromDist()].map((route) => `${SITE_URL}${route}`);
  expect(new Set(urls).size).toBe(urls.length);
  expect([...urls].sort()).toEqual([...expected].sort());
  expect(urls.some((url) => url.includes('404'))).toBe(false);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(robots).toContain('Allow: /');
});

test('a doc page has its canonical URL, description and social card tags', async ({ page }) => {
  await page.goto('/docs/cats-effect2/import');
  const content = (selector: string) => page.locator(selector).getAttribute('content');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/docs/cats-effect2/import`);
  expect(await content('meta[name="description"]')).toContain(
    'Every import an effectie 2.2.0 program on Cats Effect 2 needs',
  );
  expect(await content('meta[property="og:title"]')).toBe('What to Import | Effectie');
  expect(await content('meta[property="og:url"]')).toBe(`${SITE_URL}/docs/cats-effect2/import`);
  expect(await content('meta[property="og:type"]')).toBe('article');
  expect(await content('meta[property="og:image"]')).toBe(`${SITE_URL}/img/social-card.png`);
  expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/img/favicon.svg');
  expect((await request(page, '/img/social-card.png')).status()).toBe(200);
});

test('the not-found page asks not to be indexed; the web manifest names the site and its icon', async ({ request }) => {
  expect(readFileSync(join(DIST, '404.html'), 'utf8')).toContain('<meta name="robots" content="noindex" />');
  expect(readFileSync(join(DIST, 'index.html'), 'utf8')).not.toContain('noindex');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    icons: { src: string }[];
  };
  expect(manifest.name).toBe('Effectie');
  expect(manifest.start_url).toBe('/');
  expect((await request.get(manifest.icons[0]!.src)).status()).toBe(200);
});

function request(page: import('@playwright/test').Page, path: string) {
  return page.request.get(path);
}
