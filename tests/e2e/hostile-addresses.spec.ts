import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { collectConsole, idle, waitForHydration } from './support/browser';
import { hostileUrls, rawRequestPath, type HostileUrl } from './support/hostile-urls';
import { docRoutesFromDist } from './support/site';

const docRoutes = docRoutesFromDist();
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('random and hostile addresses', () => {
  const realRoutes = ['/', '/versions', '/search', ...docRoutes];
  const urls = hostileUrls(realRoutes, 500);
  /** Texts of files outside dist/ that must never be served. */
  const secrets = [
    '"name": "effectie-site"',
    'root:x:0:0',
    'tagline: One tagless-final',
    'export async function serveStatic',
    'repositoryformatversion',
    '[extensions]',
  ];

  const checkBody = (url: HostileUrl, status: number, body: string) => {
    const problems: string[] = [];
    if (status >= 500) problems.push(`${url.address.slice(0, 120)}: HTTP ${status}`);
    const lower = body.toLowerCase();
    for (const payload of url.payloads)
      if (lower.includes(payload.toLowerCase())) problems.push(`${url.address.slice(0, 120)}: reflects ${payload}`);
    for (const secret of secrets)
      if (body.includes(secret)) problems.push(`${url.address.slice(0, 120)}: serves a file outside dist/ (${secret})`);
    return problems;
  };

  async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
    let next = 0;
    await Promise.all(
      Array.from({ length: size }, async () => {
        while (next < items.length) await work(items[next++]!);
      }),
    );
  }

  test('the generator covers every kind of hostile address, the same way each run', () => {
    expect(urls).toHaveLength(500);
    expect(hostileUrls(realRoutes, 500)).toEqual(urls);
    const kinds = new Set(urls.map((url) => url.kind));
    expect(kinds.size).toBe(11);
    expect(urls.some((url) => url.address.length >= 7_500)).toBe(true);
    expect(urls.some((url) => url.address.includes('%E0%A4%A'))).toBe(true);
    expect(urls.some((url) => url.address.includes('%2e%2e%2f'))).toBe(true);
  });

  test('500 addresses over HTTP, as the browser sends them and raw: never a 5xx, never reflected, never a file outside dist/', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const problems: string[] = [];
    let notFound = 0;
    await pool(urls, 12, async (url) => {
      const response = await request.get(`${baseURL}${url.address}`, { maxRedirects: 0 });
      if (response.status() === 404) notFound++;
      problems.push(...checkBody(url, response.status(), await response.text()));
    });
    // Raw request lines: no dot-segment removal or re-encoding by a URL parser on the way.
    const { port, hostname } = new URL(baseURL!);
    await pool(urls, 12, async (url) => {
      const { status, body } = await new Promise<{ status: number; body: string }>((done, fail) => {
        const outgoing = httpRequest(
          { host: hostname, port, path: rawRequestPath(url.address), method: 'GET' },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () =>
              done({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            );
            incoming.on('error', fail);
          },
        );
        outgoing.on('error', fail);
        outgoing.end();
      });
      problems.push(...checkBody(url, status, body).map((line) => `raw ${line}`));
    });
    expect(problems).toEqual([]);
    // The sweep reached the server's not-found path many times (and is not all 404s either).
    expect(notFound).toBeGreaterThan(100);
    expect(notFound).toBeLessThan(500);
  });

  /** ~40 of them in the browser: every kind, the markup-carrying kinds more often. */
  const sample = (() => {
    const chosen: HostileUrl[] = [];
    const perKind = new Map<string, number>();
    for (const url of urls) {
      const wanted = url.kind.startsWith('markup') ? 6 : 3;
      const count = perKind.get(url.kind) ?? 0;
      if (count < wanted) {
        chosen.push(url);
        perKind.set(url.kind, count + 1);
      }
    }
    return chosen;
  })();

  /** Everything wrong with one address in the browser, as lines (none when it is fine). */
  async function visit(page: Page, url: HostileUrl, baseURL: string): Promise<string[]> {
    const dialogs: string[] = [];
    const onDialog = (dialog: { message(): string; dismiss(): Promise<void> }) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    };
    page.on('dialog', onDialog);
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    try {
      await page.goto(`${baseURL}${url.address}`);
      await waitForHydration(page);
      await idle(page);
      const state = await page.evaluate(() => ({
        xss: (window as Window & { __xss?: unknown }).__xss,
        polluted: ({} as Record<string, unknown>).polluted,
        h1: document.querySelector('main h1')?.textContent?.trim() ?? '',
        crashed: document.body.innerText.includes('This page crashed.'),
        injected: document.querySelectorAll('img[src="x"], svg[onload], iframe[srcdoc]').length,
        origin: location.origin,
      }));
      const problems: string[] = [];
      if (dialogs.length > 0) problems.push(`a dialog opened: ${dialogs.join(', ')}`);
      if (state.xss !== undefined) problems.push('a payload ran (window.__xss)');
      if (state.polluted !== undefined) problems.push('Object.prototype was polluted');
      if (state.injected > 0) problems.push(`${state.injected} element(s) made from the payload`);
      if (state.crashed) problems.push('the crash screen');
      if (state.origin !== new URL(baseURL).origin) problems.push(`left the site for ${state.origin}`);
      // Either the not-found page or a real page, with its heading.
      if (state.h1 === '') problems.push('no page heading');
      for (const message of errors) problems.push(`uncaught error: ${message.slice(0, 160)}`);
      return problems.map((problem) => `${url.kind} ${url.address.slice(0, 100)}: ${problem}`);
    } finally {
      page.off('dialog', onDialog);
      page.off('pageerror', onError);
    }
  }

  for (let part = 0; part < 2; part++) {
    test(`a sample of them in the browser, part ${part + 1} of 2: no script runs, no crash, a real or not-found page`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      expect(sample.length).toBeGreaterThanOrEqual(38);
      const problems: string[] = [];
      for (const url of sample.filter((_, index) => index % 2 === part)) {
        await test.step(`${url.kind}: ${url.address.slice(0, 80)}`, async () => {
          problems.push(...(await visit(page, url, baseURL!)));
        });
      }
      expect(problems).toEqual([]);
    });
  }

  test('a not-found page under /docs/v1/ hydrates without a mismatch', async ({ page }) => {
    const messages = collectConsole(page);
    for (const address of ['/docs/v1/nope', '/docs/v1/docs/monix/nope']) {
      await test.step(address, async () => {
        messages.length = 0;
        const response = await page.goto(address);
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await idle(page);
        await expect(h1(page)).toHaveText('Page Not Found');
        expect(
          messages.filter((entry) => entry.type === 'pageerror' || /hydrat|react\.dev\/errors\/418/i.test(entry.text)),
        ).toEqual([]);
      });
    }
  });

  test('an address whose hash is not valid percent-encoding still shows its page', async ({ page }) => {
    const messages = collectConsole(page);
    for (const address of ['/docs/#%E0%A4%A', '/docs/cats-effect2/import#%', '/versions#%G1']) {
      await test.step(address, async () => {
        messages.length = 0;
        await page.goto(address);
        await waitForHydration(page);
        await expect(page.locator('main h1')).not.toHaveText('');
        await expect(navbar(page)).toBeVisible();
        expect(messages.filter((entry) => entry.type === 'pageerror')).toEqual([]);
      });
    }
  });
});
