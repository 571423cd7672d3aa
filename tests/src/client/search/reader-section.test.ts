import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../../src/client/search/ask/answer';
import { createLocalEngine } from '../../../../src/client/search/engine/local-engine';
import { runRequest } from '../../../../src/client/search/engine/run-request';
import { createLocalSearchClient } from '../../../../src/client/search/local-client';
import type { SearchRequest } from '../../../../src/shared/search/protocol';
import { record } from './fixtures';

// The flavours of the current version, in the order of the docs, as effectie's sidebar has them.
const flavour = (lvl0: string, folder: string) => [
  record({ lvl0, lvl1: 'CanHandleError', url: `/docs/${folder}/fx/error-handling/can-handle-error` }),
  record({
    lvl0,
    lvl1: 'CanHandleError',
    type: 'lvl2',
    lvl2: 'Retry',
    url: `/docs/${folder}/fx/error-handling/can-handle-error#retry`,
  }),
  record({
    lvl0,
    lvl1: 'FromFuture',
    content: 'Retry the call by running the effect again.',
    url: `/docs/${folder}/from-future#retry`,
  }),
];
const records = [
  ...flavour('For Cats Effect 2', 'cats-effect2'),
  ...flavour('For Cats Effect 3', 'cats-effect3'),
  ...flavour('For Monix 3', 'monix3'),
  record({
    lvl0: 'Documentation',
    lvl1: 'Getting Started',
    content: 'Pick the module of your effect library; retry comes with each.',
    url: '/docs/',
  }),
];
const engine = createLocalEngine(records);
const search = (request: Partial<SearchRequest>) => runRequest([engine], { indexName: 'local', ...request });
const sections = (request: Partial<SearchRequest>) => search(request).hits.map((hit) => hit.hierarchy.lvl0);

describe('search from a page ranks its section first', () => {
  it('on the Cats Effect 3 CanHandleError page, "retry" lists the Cats Effect 3 hits first and then every other hit', () => {
    const everywhere = search({ query: 'retry' });
    expect(everywhere.hits[0]!.hierarchy.lvl0).toBe('For Cats Effect 2');

    const fromCe3 = search({ query: 'retry', readerPage: '/docs/cats-effect3/fx/error-handling/can-handle-error' });
    expect(fromCe3.hits.map((hit) => hit.hierarchy.lvl0).slice(0, 2)).toEqual([
      'For Cats Effect 3',
      'For Cats Effect 3',
    ]);
    expect(fromCe3.hits.slice(2).map((hit) => hit.hierarchy.lvl0)).not.toContain('For Cats Effect 3');
    // No hit is dropped: the same hits, in another order.
    expect(fromCe3.nbHits).toBe(everywhere.nbHits);
    expect(fromCe3.hits.map((hit) => hit.url).sort()).toEqual(everywhere.hits.map((hit) => hit.url).sort());
  });

  it('works from any page of each flavour, the hits from elsewhere following in the order of their text', () => {
    const fromMonix = search({ query: 'retry', readerPage: '/docs/monix3/from-future' }).hits.map((hit) => hit.url);
    const everywhere = search({ query: 'retry' }).hits.map((hit) => hit.url);
    const isMonix = (url: string) => url.startsWith('/docs/monix3/');
    expect(fromMonix.slice(0, 2).every(isMonix)).toBe(true);
    expect(fromMonix.slice(2)).toEqual(everywhere.filter((url) => !isMonix(url)));
    expect(
      sections({ query: 'retry', readerPage: '/docs/cats-effect2/fx/error-handling/can-handle-error' }).slice(0, 2),
    ).toEqual(['For Cats Effect 2', 'For Cats Effect 2']);
  });

  it('reads the page with or without its trailing slash', () => {
    expect(sections({ query: 'retry', readerPage: '/docs/monix3/from-future/' })[0]).toBe('For Monix 3');
  });

  it("keeps the order of the text for a page the index does not hold, such as the home page, and for the docs' landing page", () => {
    expect(sections({ query: 'retry', readerPage: '/' })).toEqual(sections({ query: 'retry' }));
    expect(sections({ query: 'retry', readerPage: '/docs/' })).toEqual(sections({ query: 'retry' }));
  });

  it('still puts the hits with more of the words first, as Algolia ranks optional filters after words', () => {
    const withBoth = createLocalEngine([
      record({
        lvl0: 'For Cats Effect 2',
        lvl1: 'CanHandleError',
        content: 'Retry with a fallback value.',
        url: '/docs/cats-effect2/can-handle-error',
      }),
      record({
        lvl0: 'For Cats Effect 3',
        lvl1: 'CanHandleError',
        content: 'Retry the effect.',
        url: '/docs/cats-effect3/can-handle-error',
      }),
    ]);
    const hits = runRequest([withBoth], {
      indexName: 'local',
      query: 'retry fallback',
      readerPage: '/docs/cats-effect3/can-handle-error',
    }).hits;
    expect(hits.map((hit) => hit.hierarchy.lvl0)).toEqual(['For Cats Effect 2', 'For Cats Effect 3']);
  });

  it("does not take a section of the same name in another version for the reader's", () => {
    const current = createLocalEngine([
      record({ lvl0: 'API reference', lvl1: 'Fx', url: '/docs/api/core', version: 'current' }),
      record({ lvl0: 'Docs', lvl1: 'Fx', url: '/docs/fx', version: 'current' }),
    ]);
    const v1 = createLocalEngine([
      record({ lvl0: 'API reference', lvl1: 'Fx', url: '/docs/v1/api/core', version: 'v1' }),
      record({ lvl0: 'Docs', lvl1: 'Fx', url: '/docs/v1/fx', version: 'v1' }),
    ]);
    const hits = runRequest([current, v1], { indexName: 'local', query: 'fx', readerPage: '/docs/v1/api/core' }).hits;
    expect(hits[0]!.url).toBe('/docs/v1/api/core');
    expect(
      hits
        .map((hit) => hit.url)
        .slice(1)
        .sort(),
    ).toEqual(['/docs/api/core', '/docs/fx', '/docs/v1/fx']);
  });
});

describe('a page of hits for the modal, which shows the first few of each group', () => {
  const many = createLocalEngine([
    ...Array.from({ length: 8 }, (_, index) =>
      record({ lvl0: 'For Cats Effect 3', lvl1: `Retry ${index}`, url: `/docs/cats-effect3/retry-${index}` }),
    ),
    ...Array.from({ length: 3 }, (_, index) =>
      record({ lvl0: 'For Cats Effect 2', lvl1: `Retry ${index}`, url: `/docs/cats-effect2/retry-${index}` }),
    ),
  ]);
  const request = { indexName: 'local', query: 'retry', hitsPerPage: 6, readerPage: '/docs/cats-effect3/retry-0' };

  it("holds the groups after the reader's, and still counts every hit", () => {
    const grouped = runRequest([many], { ...request, maxHitsPerGroup: 2 });
    expect(grouped.hits.map((hit) => hit.hierarchy.lvl0)).toEqual([
      'For Cats Effect 3',
      'For Cats Effect 3',
      'For Cats Effect 2',
      'For Cats Effect 2',
    ]);
    expect(grouped.nbHits).toBe(11);
  });

  it("without it, is the first hits of the ranking, the reader's section filling it", () => {
    expect(new Set(runRequest([many], request).hits.map((hit) => hit.hierarchy.lvl0))).toEqual(
      new Set(['For Cats Effect 3']),
    );
  });
});

describe('Ask mode from a page', () => {
  it("quotes a passage of the reader's section first", async () => {
    const client = createLocalSearchClient(async () => engine, ['current']);
    const scope = { indexName: 'local', facetFilters: undefined };
    expect((await answerQuestion('How do I retry the call?', client, scope)).passages[0]!.source[0]).toBe(
      'For Cats Effect 2',
    );
    const fromMonix = await answerQuestion('How do I retry the call?', client, {
      ...scope,
      readerPage: '/docs/monix3/fx/error-handling/can-handle-error',
    });
    expect(fromMonix.passages[0]!.source[0]).toBe('For Monix 3');
  });
});
