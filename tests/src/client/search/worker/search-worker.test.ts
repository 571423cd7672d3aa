import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIndexFileLoader } from '../../../../../src/client/search/index-files';
import { createIndexLoader } from '../../../../../src/client/search/index-loader';
import { createLocalSearchClient } from '../../../../../src/client/search/local-client';
import { SearchUnavailableError } from '../../../../../src/shared/search/protocol';
import { packRecords, type SearchIndexFile } from '../../../../../src/shared/search/records';
import type { FromWorker, Port, ToWorker } from '../../../../../src/client/search/worker/messages';
import { serveSearch } from '../../../../../src/client/search/worker/serve-search';
import { createWorkerSearchClient } from '../../../../../src/client/search/worker/worker-client';
import { record } from '../fixtures';

const files: Record<string, SearchIndexFile> = {
  current: packRecords('current', 'en', [
    record({ lvl1: 'Construct', version: 'current', url: '/docs/construct' }),
    record({
      lvl1: 'CanCatch',
      content: 'A thrown exception becomes a Left with catchNonFatal.',
      version: 'current',
      url: '/docs/can-catch',
    }),
  ]),
  v1: packRecords('v1', 'en', [record({ lvl1: 'Construct', version: 'v1', url: '/docs/v1/construct' })]),
};
const urls = { current: '/assets/search-current.json', v1: '/assets/search-v1.json' };
const init = { versions: Object.keys(urls), synonyms: [['exception', 'error']] };

function fakeFetch(failing = new Set<string>()) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (failing.has(url)) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(files[Object.entries(urls).find(([, candidate]) => candidate === url)![0]]));
  });
}

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** The page's client and a worker serving it, joined by a message channel as a real worker is. */
function connected(fetchFile: ReturnType<typeof fakeFetch>) {
  const { port1: page, port2: worker } = new MessageChannel();
  ports.push(page, worker);
  serveSearch(worker as unknown as Port<ToWorker, FromWorker>);
  const client = createWorkerSearchClient(
    page as unknown as Port<FromWorker, ToWorker>,
    createIndexFileLoader(urls, fetchFile),
    init,
  );
  page.start();
  worker.start();
  return client;
}

const search = (query: string, facetFilters?: string[]) => ({
  requests: [{ indexName: 'local', query, ...(facetFilters ? { facetFilters } : {}) }],
});

describe('the search worker', () => {
  it("answers as the engine in the page does, with the site's synonyms", async () => {
    const fetchFile = fakeFetch();
    const inPage = createLocalSearchClient(
      createIndexLoader(createIndexFileLoader(urls, fakeFetch()), {
        synonyms: new Map([['error', ['exception', 'error']]]),
      }),
      init.versions,
    );
    const worker = connected(fetchFile);
    for (const query of ['construct', 'error', 'cacthNonFtal']) {
      expect((await worker.search(search(query))).results, query).toEqual(
        (await inPage.search(search(query))).results.map((result) => ({
          ...result,
          processingTimeMS: expect.any(Number),
        })),
      );
    }
    expect((await worker.search(search('error'))).results[0]!.hits.map((hit) => hit.url)).toEqual(['/docs/can-catch']);
  });

  it('has the page download only the versions a search needs, once, and from a prepare before any search', async () => {
    const fetchFile = fakeFetch();
    const worker = connected(fetchFile);
    worker.prepare('current');
    await vi.waitFor(() => expect(fetchFile).toHaveBeenCalledTimes(1));
    await worker.search(search('construct', ['version:current']));
    await worker.search(search('construct', ['version:current']));
    expect(fetchFile.mock.calls.map(([url]) => String(url))).toEqual([urls.current]);
    expect((await worker.search(search('construct'))).results[0]!.nbHits).toBe(2);
    expect(fetchFile.mock.calls.map(([url]) => String(url))).toEqual([urls.current, urls.v1]);
  });

  it('says when a prepared version can answer, and answers a light (partial) search as a full one once built', async () => {
    const worker = connected(fakeFetch());
    await worker.prepare('current');
    const light = await worker.search({
      requests: [{ indexName: 'local', query: 'construct', facetFilters: ['version:current'], partial: true }],
    });
    expect(light.results[0]!.hits.map((hit) => hit.url)).toEqual(['/docs/construct']);
    const full = await worker.search(search('exception', ['version:current']));
    expect(
      full.results[0]!.hits.map((hit) => hit.url),
      'the paragraphs are in too',
    ).toEqual(['/docs/can-catch']);
  });

  it('settles a preparation whose index did not download, so that what waits for it goes on', async () => {
    const worker = connected(fakeFetch(new Set([urls.current])));
    await expect(worker.prepare('current')).resolves.toBeUndefined();
  });

  it('fails a search whose index did not download with the error DocSearch shows as "Unable to fetch results", and asks again next time', async () => {
    const failing = new Set([urls.current]);
    const fetchFile = fakeFetch(failing);
    const worker = connected(fetchFile);
    const failure = await worker.search(search('construct', ['version:current'])).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SearchUnavailableError);
    expect(failure).toMatchObject({
      name: 'RetryError',
      message: 'The search index of version "current" could not be loaded.',
    });
    failing.clear();
    expect((await worker.search(search('construct', ['version:current']))).results[0]!.nbHits).toBe(1);
  });

  it('fails the searches still waiting when the worker cannot answer', async () => {
    const { port1: page } = new MessageChannel();
    ports.push(page);
    const client = createWorkerSearchClient(
      page as unknown as Port<FromWorker, ToWorker>,
      createIndexFileLoader(urls, fakeFetch()),
      init,
    );
    const waiting = client.search(search('construct'));
    client.fail(new SearchUnavailableError('The search worker could not run.'));
    await expect(waiting).rejects.toMatchObject({ name: 'RetryError', message: 'The search worker could not run.' });
  });
});
