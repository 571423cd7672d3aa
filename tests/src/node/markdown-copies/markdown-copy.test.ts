import { beforeAll, describe, expect, it } from 'vitest';
import { markdownCopy, markdownCopyContext } from '../../../../src/node/markdown-copies/markdown-copy';
import { markdownFiles } from '../../../../src/node/markdown-copies/markdown-files';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { FIXTURE_SITE } from '../../../fixtures/site-root';

describe('markdownCopy', () => {
  let site: LoadedSite;
  beforeAll(async () => {
    site = await loadSite({ siteRoot: FIXTURE_SITE, readHistory: false });
  });

  it("makes one doc's copy on its own, the same file the whole site's copies hold", () => {
    const context = markdownCopyContext(site);
    const files = markdownFiles(site);
    const copies = site.versions.flatMap((version) =>
      version.sources.docs.map((doc) => markdownCopy(context, version, doc)),
    );
    expect(copies).toHaveLength(site.versions.reduce((sum, version) => sum + version.sources.docs.length, 0));
    for (const { file, text } of copies) expect(text, file).toBe(files.get(file));
  });

  it('publishes a page at its route plus .md, its links into the site made absolute', () => {
    const version = site.versions[0]!;
    const doc = version.sources.docs.find((candidate) => candidate.id === 'index')!;
    const { file, text } = markdownCopy(markdownCopyContext(site), version, doc);
    expect(file).toBe('docs.md');
    expect(text).toContain('](https://effectie.kevinlee.io/docs/cats-effect2/)');
    expect(text).not.toContain('.md)');
  });
});
