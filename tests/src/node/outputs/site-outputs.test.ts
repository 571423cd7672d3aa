import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { devSite } from '../../../../src/node/dev/dev-site';
import { keptResults } from '../../../../src/node/outputs/kept-results';
import { outputSources } from '../../../../src/node/outputs/output-sources';
import { outputFiles } from '../../../../src/node/outputs/site-outputs';
import { inMemorySite } from '../../../../src/node/site/in-memory-site';
import { createMarkdownRenderer } from '../../../../src/node/markdown';
import { loadSite } from '../../../../src/node/site/load-site';
import { pageDataFile } from '../../../../src/shared/page-data';
import { FIXTURE_SITE } from '../../../fixtures/site-root';

describe("the site's outputs list", () => {
  it('is answered path by path, alike, by the development server and by the in-memory site of the tests', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const options = { siteRoot: FIXTURE_SITE, configFile: 'site.yaml', readHistory: false };
    const prepared = await inMemorySite(options);
    const dev = devSite(options);
    const paths = [...outputFiles(prepared.site).keys()];
    expect(paths).toEqual(
      expect.arrayContaining(['llms.txt', 'page-data/current/_search.json', 'page-data/v1/_version.json']),
    );
    expect([...prepared.dataFiles.keys(), ...prepared.textFiles.keys()].sort()).toEqual([...paths].sort());
    for (const path of paths) {
      const answered = await dev.file(path);
      expect(answered, path).toBe(prepared.dataFiles.get(path) ?? prepared.textFiles.get(path));
    }
    expect(await dev.file('page-data/current/no-such-page.json')).toBeUndefined();
  });

  it("forgets, on an edit of one page's file, only what was made from it: its files, its version's search index and whole text", async () => {
    const site = await loadSite({ siteRoot: FIXTURE_SITE, compiledExamples: 'skip', readHistory: false });
    const kept = keptResults();
    const sources = outputSources(site, await createMarkdownRenderer(), { siteRoot: FIXTURE_SITE }, kept);
    const files = outputFiles(site);
    const made = [
      pageDataFile.body('current', 'cats-effect2/import'),
      pageDataFile.body('current', 'index'),
      pageDataFile.body('v1', 'index'),
      pageDataFile.search('current'),
      pageDataFile.search('v1'),
      'docs/cats-effect2/import.md',
      'llms-full.txt',
      'llms.txt',
    ];
    for (const path of made) await kept.get(`file:${path}`, () => files.get(path)!.make(sources));
    const forgotten = kept.forget(join(FIXTURE_SITE, 'content/current/cats-effect2/import.md'));
    expect(forgotten.filter((key) => key.startsWith('file:')).sort()).toEqual([
      'file:docs/cats-effect2/import.md',
      'file:llms-full.txt',
      'file:page-data/current/_search.json',
      'file:page-data/current/cats-effect2/import.html',
    ]);
    expect(kept.keys()).toContain('file:page-data/current/index.html');
  });
});
