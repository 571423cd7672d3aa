import { gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { unpackIndexFile, type SearchIndexFile } from '../../../../src/shared/search/records';
import { renderDocs, type RenderedDoc } from '../../../../src/node/docs/render-docs';
import { renderEachDoc } from '../../../../src/node/docs/render-each-doc';
import {
  buildSearchIndexes,
  createSearchIndexBuilder,
  type SearchIndexes,
} from '../../../../src/node/search/build-indexes';
import { docRecords } from '../../../../src/node/search/build-records';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { FIXTURE_SITE as PROJECT_ROOT } from '../../../fixtures/site-root';
import { renderedDoc } from './rendered-doc';

let site: LoadedSite;
let docs: RenderedDoc[];
let indexes: SearchIndexes;
beforeAll(async () => {
  site = await loadSite({ siteRoot: PROJECT_ROOT, readHistory: false });
  docs = await renderDocs(site);
  indexes = buildSearchIndexes(site, docs);
});

const fileOf = (version: string) => ({
  records: unpackIndexFile(
    JSON.parse(indexes.assets.find((asset) => asset.version === version)!.source) as SearchIndexFile,
  ),
});

describe('buildSearchIndexes on the real site', () => {
  it("writes one index file per version, a data file of its version that the browser finds by the version's name", () => {
    expect(indexes.assets.map((asset) => [asset.version, asset.fileName])).toEqual([
      ['current', 'page-data/current/_search.json'],
      ['v1', 'page-data/v1/_search.json'],
    ]);
  });

  it('changes only the index of the version whose page changed', () => {
    const changed = docs.map((doc) =>
      doc.data.id === 'index' && doc.versionName === 'current'
        ? { ...doc, data: { ...doc.data, html: `${doc.data.html}<p>New paragraph.</p>` } }
        : doc,
    );
    const [current, v1] = buildSearchIndexes(site, changed).assets;
    expect(current!.source).not.toBe(indexes.assets[0]!.source);
    expect(v1!.source).toBe(indexes.assets[1]!.source);
  });

  it('puts every doc page of a version, and only of that version, in its file', () => {
    for (const version of site.docs.versions) {
      const file = fileOf(version.name);
      const pages = new Set(file.records.filter((record) => record.type === 'lvl1').map((record) => record.url));
      expect([...pages].sort()).toEqual(version.docs.map((doc) => doc.path).sort());
      expect(
        file.records.every(
          (record) => record.version.length === 1 && record.version[0] === version.name && record.language === 'en',
        ),
      ).toBe(true);
    }
  });

  it('stays under 60 KB gzip per version, so a visitor downloads little', () => {
    for (const asset of indexes.assets) {
      const gzip = gzipSync(asset.source);
      expect(gunzipSync(gzip).toString()).toBe(asset.source);
      expect(gzip.length).toBeLessThan(60 * 1024);
    }
  });

  it("links a section's records to its anchor under the page title and the sidebar category", () => {
    const records = fileOf('current').records.filter((record) => record.url_without_anchor === '/docs/');
    const heading = records.find((record) => record.type === 'lvl2')!;
    expect(heading).toMatchObject({
      url: '/docs/#pick-your-effect-library',
      anchor: 'pick-your-effect-library',
      content: null,
    });
    expect(heading.hierarchy).toMatchObject({ lvl1: 'Getting Started', lvl2: 'Pick your effect library' });
    const items = records.filter((record) => record.type === 'content' && record.anchor === 'pick-your-effect-library');
    expect(items.map((record) => record.content)).toContain('For Cats Effect 2');
    const catsEffect = fileOf('current').records.find((record) => record.url === '/docs/cats-effect2/fx/construct')!;
    expect(catsEffect.hierarchy.lvl0).toBe('For Cats Effect 2');
  });
});

describe('createSearchIndexBuilder', () => {
  it('writes the same index files, byte for byte, from pages added one at a time and let go of at once', async () => {
    const builder = createSearchIndexBuilder(site);
    await renderEachDoc(site, undefined, (doc) => {
      builder.add(doc);
      // What the build does once the page is written: the index keeps none of its HTML.
      doc.data.html = '';
    });
    expect(builder.finish()).toEqual(indexes);
  });

  it("finishes a version's file once its pages are in, as the build writes it, and takes no page of it after", () => {
    const builder = createSearchIndexBuilder(site);
    const [, v1] = indexes.assets;
    const pages = docs.filter((doc) => doc.versionName === 'v1');
    for (const doc of pages) builder.add(doc);
    expect(builder.finishVersion('v1')).toEqual(v1);
    expect(() => builder.add(pages[0]!)).toThrowError(
      `The search index of version "v1" is finished; page "${pages[0]!.path}" came after it.`,
    );
    expect(() => builder.finishVersion('v1')).toThrowErrorMatchingInlineSnapshot(
      `[Error: No search index of version "v1" is open: it is no version of the site, or is finished already.]`,
    );
  });

  it('leaves out unlisted pages and pages of no version of the site', () => {
    const builder = createSearchIndexBuilder(site);
    const page = docs.find((doc) => doc.versionName === 'v1')!;
    builder.add({ ...page, data: { ...page.data, unlisted: true } });
    builder.add({ ...page, versionName: 'gone' });
    expect(
      builder.finish().assets.map((asset) => unpackIndexFile(JSON.parse(asset.source) as SearchIndexFile).length),
    ).toEqual([0, 0]);
  });
});

describe('docRecords', () => {
  const doc = (html: string, reference = false) =>
    renderedDoc({
      path: '/docs/guide',
      id: 'guide',
      title: 'Guide <b>',
      html,
      markdownUrl: '/effectie/docs/guide.md',
      reference,
    });
  const context = { baseUrl: '/effectie/', language: 'en', sidebar: [], fallbackLvl0: 'Documentation' };

  it('builds the DocSearch hierarchy, closing deeper levels when a shallower heading starts', () => {
    const records = docRecords(
      doc('<h2 id="a">A</h2><h3 id="b">B</h3><p>In B.</p><h2 id="c">C</h2><p>In C.</p>'),
      context,
    );
    expect(
      records.map((record) => [record.type, record.url, record.hierarchy.lvl2, record.hierarchy.lvl3, record.content]),
    ).toEqual([
      ['lvl1', '/effectie/docs/guide', null, null, null],
      ['lvl2', '/effectie/docs/guide#a', 'A', null, null],
      ['lvl3', '/effectie/docs/guide#b', 'A', 'B', null],
      ['content', '/effectie/docs/guide#b', 'A', 'B', 'In B.'],
      ['lvl2', '/effectie/docs/guide#c', 'C', null, null],
      ['content', '/effectie/docs/guide#c', 'C', null, 'In C.'],
    ]);
    expect(
      records.every((record) => record.hierarchy.lvl0 === 'Documentation' && record.hierarchy.lvl1 === 'Guide <b>'),
    ).toBe(true);
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('makes each entry of an API reference page one record without text under its heading, without the sentences around it', () => {
    const code = (text: string) =>
      `<div class="code-block"><pre class="shiki"><code><span class="line">${text}</span></code></pre><button type="button">Copy</button></div>`;
    const html =
      `<p>The public API of a module.</p><h2 id="FxCtor">FxCtor</h2><p>Type class in effectie.core.</p>${code('trait FxCtor[F[_]]')}<p>Used in Construct.</p>` +
      `<h3 id="FxCtor.pureOf">pureOf</h3>${code('def pureOf[A](a: A): F[A]')}<p>Used in Construct.</p>`;
    expect(
      docRecords(doc(html, true), context).map((record) => [
        record.type,
        record.url,
        record.hierarchy.lvl2,
        record.hierarchy.lvl3,
        record.content,
      ]),
    ).toEqual([
      ['lvl1', '/effectie/docs/guide', null, null, null],
      ['content', '/effectie/docs/guide#FxCtor', 'FxCtor', null, null],
      ['content', '/effectie/docs/guide#FxCtor.pureOf', 'FxCtor', 'pureOf', null],
    ]);
  });
});
