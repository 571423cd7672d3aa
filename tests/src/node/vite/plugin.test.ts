// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modulesUnder, ROOT } from '../../../import-graph';

afterEach(() => vi.unstubAllGlobals());

describe('the site plugin in a component test', () => {
  it('serves the browser\'s site module, which reads the page\'s JSON block, as on the built site', async () => {
    const block = document.getElementById('__SITE_DATA__');
    expect(block).not.toBeNull();
    const { default: site } = await import('virtual:effectie/site');
    expect(site).toEqual(JSON.parse(block!.textContent!));
    // Only the page's block carries the route of each doc; the server's module does not.
    expect(site.routes).toContain('/docs/');
  });

  it('serves the browser\'s doc modules, whose body comes from the network', async () => {
    const { docRoutes } = await import('virtual:effectie/routes');
    const fetched: string[] = [];
    const network = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push(new URL(String(input), window.location.href).pathname);
      return network(input, init);
    });
    const route = docRoutes.find((candidate) => candidate.path === '/docs/')!;
    const page = (await route.load()).default;
    await page.preload!();
    expect(fetched).toEqual(['/@effectie/doc-body/current/index']);
  });
});

describe('production code', () => {
  it('never asks whether it runs under the test runner', () => {
    const files = ['src', 'schema', 'registry', 'renderers'].flatMap(modulesUnder);
    expect(files.length).toBeGreaterThan(200);
    // Read as code, so a comment that names it does not count.
    const asking = files.filter((file) => /\bVITEST\b/.test(stripComments(readFileSync(join(ROOT, file), 'utf8'))));
    expect(asking).toEqual([]);
  });
});

/** The code of a module without its comments, as TypeScript prints it. */
function stripComments(text: string): string {
  return ts.createPrinter({ removeComments: true }).printFile(ts.createSourceFile('module.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
}
