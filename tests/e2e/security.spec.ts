import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { waitForHydration } from './support/browser';
import { distDir } from './support/site';

/**
 * The security headers the site is served with, that they hold for every kind of response, and
 * that the site itself lives within its Content-Security-Policy: browsing it reports no violation.
 */

/** "a b; c d" -> { a: ['b'], c: ['d'] } */
function parsePolicy(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = sources;
  }
  return directives;
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** The CSP of dist/_headers (the rule for every path). */
function cspOfHeadersFile(): string {
  const text = readFileSync(join(distDir, '_headers'), 'utf8');
  const match = text.match(/^\s+Content-Security-Policy:\s*(.+)$/m);
  expect(match, 'a Content-Security-Policy line in dist/_headers').not.toBeNull();
  return match![1]!.trim();
}

const EXECUTABLE_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'text/ecmascript',
  'application/ecmascript',
]);

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const policy = headers['content-security-policy'];
  expect(policy, `${what}: Content-Security-Policy`).toBeTruthy();
  const directives = parsePolicy(policy!);
  const scripts = directives['script-src'] ?? directives['default-src'];
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts, `${what}: scripts without 'unsafe-inline'`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: scripts without 'unsafe-eval'`).not.toContain("'unsafe-eval'");
  expect(
    scripts!.filter((source) => source === '*' || source === 'https:' || source === 'http:' || source === 'data:'),
    `${what}: no wildcard script sources`,
  ).toEqual([]);
  expect(directives['object-src'], `${what}: object-src`).toEqual(["'none'"]);
  expect(directives['frame-ancestors'], `${what}: frame-ancestors`).toEqual(["'none'"]);
  // A <base> injected into a page must not send its relative links and scripts to another origin.
  expect([["'self'"], ["'none'"]], `${what}: base-uri ${JSON.stringify(directives['base-uri'])}`).toContainEqual(
    directives['base-uri'],
  );
  expect(headers['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin|no-referrer-when-downgrade|origin|origin-when-cross-origin)$/,
  );
  expect(headers['x-frame-options'], `${what}: X-Frame-Options`).toMatch(/^(DENY|SAMEORIGIN)$/i);
  return policy!;
}

test('every kind of response carries the security headers, with the CSP of dist/_headers', async ({ request }) => {
  const fromFile = cspOfHeadersFile();
  const assets = readdirSync(join(distDir, 'assets'));
  const script = assets.find((name) => name.endsWith('.js'))!;
  const style = assets.find((name) => name.endsWith('.css'))!;
  const addresses = [
    '/',
    '/docs/',
    '/docs/cats-effect2/fx/construct',
    '/docs/v1/docs/monix/fx',
    '/versions',
    '/search?q=fx',
    '/no-such-page',
    `/assets/${script}`,
    `/assets/${style}`,
    '/img/logo.svg',
    '/sitemap.xml',
  ];
  for (const address of addresses) {
    const response = await request.get(address);
    expect(response.status(), address).toBeLessThan(500);
    expect(expectSecurityHeaders(response, address), `${address}: the served CSP is the one in dist/_headers`).toBe(
      fromFile,
    );
  }
});

test('dist/_headers and dist/nginx-headers.conf exist and give the same headers', () => {
  const headersPath = join(distDir, '_headers');
  const nginxPath = join(distDir, 'nginx-headers.conf');
  expect(existsSync(headersPath)).toBe(true);
  expect(existsSync(nginxPath)).toBe(true);
  const fromHeaders = Object.fromEntries(
    [
      ...readFileSync(headersPath, 'utf8')
        .split(/\n\s*\n/)[0]!
        .matchAll(/^\s+([\w-]+):\s*(.+)$/gm),
    ].map((match) => [match[1]!.toLowerCase(), match[2]!.trim()]),
  );
  const fromNginx = Object.fromEntries(
    [...readFileSync(nginxPath, 'utf8').matchAll(/^add_header\s+([\w-]+)\s+"((?:[^"\\]|\\.)*)"(?:\s+always)?;$/gm)].map(
      (match) => [match[1]!.toLowerCase(), match[2]!.replace(/\\"/g, '"')],
    ),
  );
  expect(fromHeaders['content-security-policy']).toBeTruthy();
  expect(fromNginx['content-security-policy']).toBe(fromHeaders['content-security-policy']);
  for (const name of ['x-content-type-options', 'referrer-policy', 'x-frame-options']) {
    expect(fromHeaders[name], `${name} in _headers`).toBeTruthy();
    expect(fromNginx[name], `${name} in nginx-headers.conf`).toBe(fromHeaders[name]);
  }
});

test('every inline script of every page is allowed by its hash, and no markup relies on inline event handlers', () => {
  const policy = parsePolicy(cspOfHeadersFile());
  const allowed = new Set(policy['script-src']);
  const problems: string[] = [];
  const pages = walk(distDir).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThanOrEqual(51);
  let inline = 0;
  for (const file of pages) {
    const name = relative(distDir, file);
    const html = readFileSync(file, 'utf8');
    // The build's own markup is regular: a script element is `<script attrs>body</script>`, its body never holding "</script".
    for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      if (/\ssrc\s*=/i.test(attributes)) continue;
      const type = (attributes.match(/\stype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? '').toLowerCase();
      if (!EXECUTABLE_TYPES.has(type)) continue; // Data blocks (JSON-LD and the like) never run.
      if (body === '') continue;
      inline++;
      const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
      if (!allowed.has(hash))
        problems.push(`${name}: inline script ${hash} (${body.slice(0, 60)}…) is not in script-src`);
    }
    const markup = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '<script></script>')
      .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');
    for (const [tag] of markup.matchAll(/<[a-z][\w-]*\b[^>]*>/gi)) {
      const handler = tag.match(/\s(on[a-z]+)\s*=/i)?.[1];
      if (handler) problems.push(`${name}: ${tag.slice(0, 80)} has ${handler}, which the CSP blocks`);
      if (/\shref\s*=\s*["']?\s*javascript:/i.test(tag))
        problems.push(`${name}: ${tag.slice(0, 80)} is a javascript: link, which the CSP blocks`);
    }
  }
  expect(inline, 'the pages do have inline scripts (theme, announcement, base URL check)').toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

/** Collects CSP violations (events in the page, and Chrome's console reports) across page loads. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations!.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(`console: ${message.text()}`);
  });
  /** The violations so far; call it before each full page load, which clears the in-page list. */
  return async (where: string) => {
    const inPage = await page
      .evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    seen.push(...inPage.map((line) => `${where}: ${line}`));
    return seen;
  };
}

test('browsing the site causes no Content-Security-Policy violation', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await watchCsp(page);
  const h1 = page.getByRole('heading', { level: 1 });
  const navbar = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/');
  await waitForHydration(page);
  await navbar.getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(h1).toHaveText('Getting Started');
  await page.locator('aside[aria-label="Docs sidebar"]').getByRole('link', { name: 'For Cats Effect 3' }).click();
  await expect(h1).toHaveText('For Cats Effect 3');
  await navbar.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.getByRole('button', { name: 'Close the announcement' }).click();
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('construct');
  await expect(modal.locator('.DocSearch-Hit').first()).toContainText('Construct');
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText('Construct - F[A]');
  await violations('docs');

  await page.goto('/versions');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Past versions' }).getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL('/docs/v1/');
  await violations('versions');

  await page.goto('/search?q=fx');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await page.getByRole('searchbox').fill('monix');
  await expect(page).toHaveURL('/search?q=monix');
  await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
  await expect(page.locator('main h1')).not.toHaveText('');
  await violations('search');

  await page.goto('/no-such-page');
  await waitForHydration(page);
  await page.locator('main').getByRole('link', { name: 'the home page' }).click();
  await expect(h1).toHaveText('Effectie');
  expect(await violations('not found')).toEqual([]);
});

test('the policy is enforced: a script injected into a page does not run, and is reported', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 1';
    document.body.append(script);
    const image = document.createElement('img');
    image.setAttribute('src', 'x');
    image.setAttribute('onerror', 'window.__injected = 2');
    document.body.append(image);
  });
  await expect.poll(async () => (await violations('docs')).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as Window & { __injected?: unknown }).__injected)).toBeUndefined();
});

test('another site cannot frame the pages (clickjacking)', async ({ page, baseURL }) => {
  await page.goto('about:blank');
  await page.setContent(`<iframe id="victim" src="${baseURL}/docs/" width="800" height="600"></iframe>`);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  // Chrome refuses to show the page and puts its own error page in the frame instead.
  await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
  expect(await page.frameLocator('#victim').getByText('Getting Started').count()).toBe(0);
});
