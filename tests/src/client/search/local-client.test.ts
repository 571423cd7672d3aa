import { describe, expect, it, vi } from 'vitest';
import { rememberResults } from '../../../../src/client/search/result-memory';
import { createIndexFileLoader } from '../../../../src/client/search/index-files';
import { createIndexLoader } from '../../../../src/client/search/index-loader';
import { createLocalSearchClient } from '../../../../src/client/search/local-client';
import { packRecords, type SearchIndexFile } from '../../../../src/shared/search/records';
import { record } from './fixtures';

const files: Record<string, SearchIndexFile> = {
  current: packRecords('current', 'en', [record({ lvl1: 'Construct', version: 'current', url: '/docs/construct' })]),
  v1: packRecords('v1', 'en', [record({ lvl1: 'Construct', version: 'v1', url: '/docs/v1/construct' })]),
};
const urls = { current: '/assets/search-current-abc.json', v1: '/assets/search-v1-def.json' };

function fakeFetch(failing = new Set<string>()) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (failing.has(url)) throw new TypeError('Failed to fetch');
    const version = Object.entries(urls).find(([, candidate]) => candidate === url)![0];
    return new Response(JSON.stringify(files[version]), { status: 200 });
  });
}

const request = (facetFilters?: unknown) => ({
  requests: [
    { indexName: 'local', query: 'construct', ...(facetFilters ? { facetFilters: facetFilters as string[] } : {}) },
  ],
});

describe('local search client', () => {
  it('downloads only the index of the version the facet filters ask for, once', async () => {
    const fetchFile = fakeFetch();
    const client = createLocalSearchClient(
      createIndexLoader(createIndexFileLoader(urls, fetchFile)),
      Object.keys(urls),
    );
    const first = await client.search(request(['language:en', ['version:v1']]));
    await client.search(request(['language:en', ['version:v1']]));
    expect(first.results[0]!.hits.map((hit) => hit.url)).toEqual(['/docs/v1/construct']);
    expect(fetchFile.mock.calls.map(([url]) => String(url))).toEqual([urls.v1]);
  });

  it('searches every version when no version is asked for', async () => {
    const fetchFile = fakeFetch();
    const client = createLocalSearchClient(
      createIndexLoader(createIndexFileLoader(urls, fetchFile)),
      Object.keys(urls),
    );
    expect((await client.search(request())).results[0]!.nbHits).toBe(2);
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });

  it('fails with the error DocSearch shows as "Unable to fetch results", and tries again on the next search', async () => {
    const failing = new Set([urls.current]);
    const fetchFile = fakeFetch(failing);
    const client = createLocalSearchClient(
      createIndexLoader(createIndexFileLoader(urls, fetchFile)),
      Object.keys(urls),
    );
    await expect(client.search(request(['version:current']))).rejects.toMatchObject({ name: 'RetryError' });
    failing.clear();
    expect((await client.search(request(['version:current']))).results[0]!.nbHits).toBe(1);
  });

  it('remembers the true count of each query, which DocSearch 5.1.2 sums across keystrokes', async () => {
    const client = rememberResults(
      createLocalSearchClient(createIndexLoader(createIndexFileLoader(urls, fakeFetch())), Object.keys(urls)),
    );
    await client.search({ requests: [{ indexName: 'local', query: 'cons' }] });
    await client.search({ requests: [{ indexName: 'local', query: 'construct', facetFilters: ['version:v1'] }] });
    expect(client.count('cons')).toBe(2);
    expect(client.count('construct')).toBe(1);
    expect(client.count('never searched')).toBeUndefined();
  });

  it('remembers the nearest query of a search that found nothing, for "Did you mean", and tells each answer', async () => {
    const heard: Array<[string, number]> = [];
    const client = rememberResults(
      createLocalSearchClient(createIndexLoader(createIndexFileLoader(urls, fakeFetch())), Object.keys(urls)),
      (query, result) => heard.push([query, result.nbHits]),
    );
    await client.search({ requests: [{ indexName: 'local', query: 'xnostruct', facetFilters: ['version:current'] }] });
    await client.search({
      requests: [
        { indexName: 'local', query: 'construct' },
        { indexName: 'local', query: 'facets only', hitsPerPage: 0 },
      ],
    });
    expect(client.suggestion('xnostruct')).toBe('Construct');
    expect(client.suggestion('construct')).toBeUndefined();
    expect(heard).toEqual([
      ['xnostruct', 0],
      ['construct', 2],
    ]);
  });

  describe('on a site with standalone pages', () => {
    const pagesFile = packRecords('pages', 'en', [
      record({ lvl1: 'Construct a team', url: '/about', version: 'pages' }),
    ]);
    const withPages = { ...urls, pages: '/page-data/pages/_search.json' };
    const pagesFetch = () =>
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        const name = Object.entries(withPages).find(([, candidate]) => candidate === url)![0];
        return new Response(JSON.stringify(name === 'pages' ? pagesFile : files[name]), { status: 200 });
      });

    it("searches the pages' index beside the version of contextual search, its hits tagged with no version", async () => {
      const fetchFile = pagesFetch();
      const client = createLocalSearchClient(
        createIndexLoader(createIndexFileLoader(withPages, fetchFile)),
        Object.keys(withPages),
      );
      const { results } = await client.search(request(['language:en', ['version:v1', 'docusaurus_tag:default']]));
      expect(results[0]!.hits.map((hit) => [hit.url, hit.version, hit.docusaurus_tag]).sort()).toEqual([
        ['/about', [], 'default'],
        ['/docs/v1/construct', ['v1'], undefined],
      ]);
      expect(fetchFile.mock.calls.map(([url]) => String(url)).sort()).toEqual([withPages.pages, urls.v1].sort());
    });

    it('leaves the pages out of a search for one version alone, and counts the version facet of docs only', async () => {
      const fetchFile = pagesFetch();
      const client = createLocalSearchClient(
        createIndexLoader(createIndexFileLoader(withPages, fetchFile)),
        Object.keys(withPages),
      );
      const one = await client.search(request(['language:en', ['version:current']]));
      expect(one.results[0]!.hits.map((hit) => hit.url)).toEqual(['/docs/construct']);
      expect(fetchFile.mock.calls.map(([url]) => String(url))).toEqual([urls.current]);
      const all = await client.search({ requests: [{ indexName: 'local', query: 'construct', facets: ['version'] }] });
      expect(all.results[0]!.nbHits).toBe(3);
      expect(all.results[0]!.facets).toEqual({ version: { current: 1, v1: 1 } });
    });
  });
});
