import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { decodeEntities } from '../../src/shared/text/html-entities';
import { builtPages, distDir, siteAddress } from './support/built-site';

/**
 * Every link of every page, as the build wrote it into the page (navbar, sidebar, body, footer
 * and the not-found page's), leads to an address of the site that answers. Links to other sites
 * are not followed.
 */
const ANCHOR = /<a\s[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

test('every link of every page that leads into the site answers', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const site = new URL(baseURL!);
  const pages = [...builtPages(), { route: '/404', file: join(distDir, '404.html') }];
  const from = new Map<string, string>();
  for (const { route, file } of pages) {
    const address = new URL(siteAddress(route), site);
    for (const match of readFileSync(file, 'utf8').matchAll(ANCHOR)) {
      const href = decodeEntities(match[1] ?? match[2] ?? '');
      const target = new URL(href, address);
      if (target.origin !== site.origin || !/^https?:$/.test(target.protocol)) continue;
      target.hash = '';
      if (!from.has(target.href)) from.set(target.href, route);
    }
  }
  expect(from.size).toBeGreaterThan(pages.length / 10);
  const broken: string[] = [];
  for (const [address, route] of from) {
    const response = await request.get(address, { maxRedirects: 5 });
    if (response.status() >= 400) broken.push(`${address} (linked from ${route}): HTTP ${response.status()}`);
  }
  expect(broken).toEqual([]);
});
