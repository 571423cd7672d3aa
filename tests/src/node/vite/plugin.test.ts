// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { modulesUnder, ROOT } from '../../../import-graph';
import { matchRoute } from '../../../../src/client/routing/route-table';
import { readPageSiteData } from '../../../../src/client/site/read-page-data';
import { fixtureStore } from '../../client/fixture-site';
import { watchFetches } from '../../client/watch-fetches';

describe('the site plugin in a component test', () => {
  it('gives the page the JSON block of a page of the site: the docs of its own version it links to, the others summed up', () => {
    const data = readPageSiteData(document);
    expect(data.version.name).toBe('current');
    expect(data.version.docs.map((doc) => doc.path)).toContain('/docs/');
    expect(data.version.partial).toBe(true);
    expect(data.versions.map((version) => version.name)).toEqual(['current', 'v1']);
    expect(Object.keys(data.config)).not.toContain('examples');
  });

  it("answers the data files a doc's route loads: its data, its sidebar and its body", async () => {
    const fetched = watchFetches();
    const store = fixtureStore();
    const page = (await matchRoute(store, '/docs/').load()).default;
    await page.preload!();
    expect(fetched.sort()).toEqual([
      '/page-data/current/_sidebars/docsSidebar.json',
      '/page-data/current/index.html',
      '/page-data/current/index.json',
    ]);
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
  return ts
    .createPrinter({ removeComments: true })
    .printFile(ts.createSourceFile('module.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
}
