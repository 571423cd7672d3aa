import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../../src/client/search/engine/local-engine';
import { synonymMap } from '../../../../src/client/search/engine/query-terms';
import { runRequest } from '../../../../src/client/search/engine/run-request';
import type { SearchRequest } from '../../../../src/shared/search/protocol';
import { record } from './fixtures';

const records = [
  record({
    lvl1: 'Getting Started',
    content: 'Construct values and computations with the Fx type class in any effect.',
    url: '/docs/#start',
  }),
  record({ lvl1: 'Construct', url: '/docs/construct' }),
  record({ lvl1: 'Construct', type: 'lvl2', lvl2: 'pureOf', url: '/docs/construct#pureof' }),
  record({ lvl1: 'Error handling', content: 'CanCatch captures a non-fatal error as data.', url: '/docs/errors' }),
  record({ lvl1: 'ConsoleFx', url: '/docs/console' }),
  record({ lvl1: 'Fx', url: '/docs/fx' }),
  record({ lvl1: 'Construct', url: '/docs/v1/construct', version: 'v1' }),
  record({
    lvl1: 'Dangerous <script>alert(1)</script> & "quotes"',
    content: 'Shows <b>tags</b> & entities like &amp; as text.',
    url: '/docs/html',
  }),
];
const engine = createLocalEngine(records);
const search = (request: Partial<SearchRequest>) =>
  runRequest([engine], { indexName: 'local', highlightPreTag: '<mark>', highlightPostTag: '</mark>', ...request });
const urls = (request: Partial<SearchRequest>) => search(request).hits.map((hit) => hit.url);

describe('local search engine', () => {
  it('ranks a heading above body text that has the same word', () => {
    const found = urls({ query: 'construct', facetFilters: ['version:current'] });
    expect(found[0]).toBe('/docs/construct');
    expect(found.indexOf('/docs/construct')).toBeLessThan(found.indexOf('/docs/#start'));
  });

  it('finds words by their beginning (the last word typed) and despite a typo', () => {
    expect(urls({ query: 'constr' })).toContain('/docs/construct');
    expect(urls({ query: 'constuct' })).toContain('/docs/construct');
    expect(urls({ query: 'cancatch captres' })).toEqual(['/docs/errors']);
    expect(search({ query: 'zzzqqq' }).nbHits).toBe(0);
  });

  it('ranks an exact match above a typo match', () => {
    const engineWithTypo = createLocalEngine([
      record({ lvl1: 'Catch', url: '/catch' }),
      record({ lvl1: 'Match', url: '/match' }),
    ]);
    const hits = runRequest([engineWithTypo], { indexName: 'x', query: 'match' }).hits.map((hit) => hit.url);
    expect(hits).toEqual(['/match', '/catch']);
  });

  it('prefers a heading that is the whole word to an identifier that contains it', () => {
    expect(urls({ query: 'fx' }).slice(0, 2)).toEqual(['/docs/fx', '/docs/console']);
  });

  it('finds a camelCase identifier by one of its parts', () => {
    expect(urls({ query: 'pure' })).toEqual(['/docs/construct#pureof']);
    expect(search({ query: 'pure' }).hits[0]!._highlightResult.hierarchy.lvl2!.value).toBe('<mark>pure</mark>Of');
  });

  it('finds an identifier by any run of its parts, a capital on its own being a part', () => {
    const identifiers = createLocalEngine([
      record({ lvl1: 'EitherTSupport', url: '/docs/eithert-support' }),
      record({ lvl1: 'CanCatch', type: 'lvl2', lvl2: 'catchNonFatalEitherT', url: '/docs/can-catch#eithert' }),
      record({ lvl1: 'IOApp', url: '/docs/io-app' }),
      record({
        lvl1: 'Either',
        content: 'An Either holds a value or an error, and support for it is built in.',
        url: '/docs/either',
      }),
    ]);
    const find = (query: string) =>
      runRequest([identifiers], { indexName: 'x', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    expect(find('EitherT support').hits[0]!.url).toBe('/docs/eithert-support');
    // "Either" is one typo away: it follows the exact matches.
    expect(find('eithert').hits.map((hit) => hit.url)).toEqual([
      '/docs/eithert-support',
      '/docs/can-catch#eithert',
      '/docs/either',
    ]);
    expect(find('nonfatal').hits[0]!._highlightResult.hierarchy.lvl2!.value).toBe('catch<mark>NonFatal</mark>EitherT');
    expect(find('eithert support').hits[0]!._highlightResult.hierarchy.lvl1!.value).toBe('<mark>EitherTSupport</mark>');
    expect(find('app').hits.map((hit) => hit.url)).toEqual(['/docs/io-app']);
  });

  it('returns only records that satisfy the facet filters, with OR inside a nested list', () => {
    expect(urls({ query: 'construct', facetFilters: ['version:v1'] })).toEqual(['/docs/v1/construct']);
    expect(urls({ query: 'construct', facetFilters: ['language:en', ['version:v1', 'version:none']] })).toEqual([
      '/docs/v1/construct',
    ]);
    expect(search({ query: 'construct', facetFilters: ['language:fr'] }).nbHits).toBe(0);
    expect(
      search({ query: 'construct', facetFilters: ['version:-v1'] }).hits.every((hit) => hit.version[0] === 'current'),
    ).toBe(true);
  });

  it('counts every match in nbHits, not only the page returned, and pages through them', () => {
    const first = search({ query: 'construct', hitsPerPage: 2 });
    expect(first.nbHits).toBe(4);
    expect(first.hits).toHaveLength(2);
    expect(first.nbPages).toBe(2);
    const second = search({ query: 'construct', hitsPerPage: 2, page: 1 });
    expect(second.hits).toHaveLength(2);
    expect(new Set([...first.hits, ...second.hits].map((hit) => hit.objectID)).size).toBe(4);
    expect(search({ query: 'construct', hitsPerPage: 2, page: 2 }).hits).toEqual([]);
  });

  it('counts facet values of the matching records', () => {
    expect(search({ query: 'construct', facets: ['version'], hitsPerPage: 0 }).facets).toEqual({
      version: { current: 3, v1: 1 },
    });
  });

  it('escapes the record text before adding the highlight tags, since DocSearch inserts it as HTML', () => {
    const hit = search({ query: 'dangerous tags' }).hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe(
      '<mark>Dangerous</mark> &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;',
    );
    expect(hit._highlightResult.content!.value).toBe(
      'Shows &lt;b&gt;<mark>tags</mark>&lt;/b&gt; &amp; entities like &amp;amp; as text.',
    );
    expect(hit._snippetResult.hierarchy.lvl0!.value).toBe('Docs');
  });

  it('cuts long paragraphs into a snippet around the first match, with the ellipsis where text was cut', () => {
    const long = createLocalEngine([record({ content: `${'lorem '.repeat(30)}needle ${'ipsum '.repeat(30)}`.trim() })]);
    const hit = runRequest([long], {
      indexName: 'x',
      query: 'needle',
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    }).hits[0]!;
    const snippet = hit._snippetResult.content!.value;
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('<mark>needle</mark>');
    expect(
      snippet
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(10);
    expect(hit._snippetResult.content!.matchLevel).toBe('full');
  });

  it('gives every hierarchy level a snippet, so DocSearch never falls back to raw text', () => {
    const hit = search({ query: 'dangerous' }).hits[0]!;
    expect(Object.keys(hit._snippetResult.hierarchy)).toEqual(['lvl0', 'lvl1']);
    expect(hit._snippetResult.hierarchy.lvl1!.value).not.toContain('<script>');
  });

  it('answers an empty query with every record, for facet counts', () => {
    expect(search({ query: '', hitsPerPage: 0, facets: ['*'] })).toMatchObject({
      nbHits: records.length,
      hits: [],
      facets: { language: { en: records.length } },
    });
  });

  it('matches any word when the words are optional (Ask mode), more matched words first', () => {
    const hits = search({ query: 'catch construct', optionalWords: ['catch', 'construct'] }).hits.map((hit) => hit.url);
    expect(hits).toContain('/docs/errors');
    expect(hits).toContain('/docs/construct');
  });
});

describe('queries written as questions', () => {
  const docs = createLocalEngine(
    [
      record({
        lvl1: 'CanHandleError',
        content: 'Handling an error with a fallback value keeps the program running.',
        url: '/handle',
      }),
      record({ lvl1: 'CanCatch', content: 'A thrown exception becomes a Left.', url: '/catch' }),
      record({ lvl1: 'FromFuture', content: 'Turn a Future into an effect.', url: '/future' }),
      record({ lvl1: 'Retry', content: 'Run the effect again with restartOnError.', url: '/restart' }),
      record({ lvl1: 'ConsoleFx', content: 'Print a line with putStrLn.', url: '/console' }),
    ],
    {
      synonyms: synonymMap([
        ['exception', 'error', 'throwable'],
        ['retry', 'restart'],
      ]),
    },
  );
  const find = (query: string) => runRequest([docs], { indexName: 'local', query }).hits.map((hit) => hit.url);

  it('lets no stop word decide a match', () => {
    expect(find('how do I convert a Future to IO')[0]).toBe('/future');
  });

  it('finds a word by its other forms', () => {
    expect(find('handle errors')[0]).toBe('/handle');
    expect(find('handles')).toEqual(['/handle']);
  });

  it('finds a word by its synonyms from site.yaml', () => {
    expect(find('throwable')).toEqual(expect.arrayContaining(['/handle', '/catch']));
    expect(find('restart')).toEqual(['/restart']);
  });

  it('when few records have every word, lists those with some of them, more words first', () => {
    const found = find('catch exception fallback value');
    expect(found[0]).toBe('/handle');
    expect(found).toContain('/catch');
  });

  it('allows a typo from five letters and two from nine, none in shorter words', () => {
    expect(find('retrt')).toEqual(['/restart']);
    expect(find('rsetartOnError')).toEqual(['/restart']);
    // Two letters: "fz" is not "fx", and four: "lfet" is not "left".
    expect(find('fz')).toEqual([]);
    expect(find('lfet')).toEqual([]);
  });
});

describe('a query that finds nothing', () => {
  const docs = createLocalEngine([
    record({
      lvl1: 'CanCatch',
      content: 'Use catchNonFatal to turn an exception into a Left; catchNonFatal keeps the rest.',
      url: '/catch',
    }),
    record({
      lvl1: 'Construct',
      content: 'effectOf suspends, pureOf does not.',
      url: '/construct',
      version: 'current',
    }),
  ]);

  it('suggests the nearest words the docs have, spelled as the docs spell them', () => {
    const result = runRequest([docs], { indexName: 'local', query: 'cacthNonFtal' });
    expect(result.nbHits).toBe(0);
    expect(result.suggestion).toBe('catchNonFatal');
  });

  it('keeps the words that exist and suggests nothing when no word is near', () => {
    expect(docs.suggest('effectOf supsends')).toBe('effectOf suspends');
    expect(runRequest([docs], { indexName: 'local', query: 'zzqqxx' }).suggestion).toBeUndefined();
  });

  it("suggests nothing the request's filters would hide", () => {
    const result = runRequest([docs], { indexName: 'local', query: 'pureOff suspnds', facetFilters: ['version:v1'] });
    expect(result.suggestion).toBeUndefined();
  });
});

describe('several versions at once', () => {
  it('puts the newest version first for the same text, unless the reader chose a version', () => {
    const current = createLocalEngine([record({ lvl1: 'Construct', url: '/docs/construct', version: 'current' })]);
    const older = createLocalEngine([record({ lvl1: 'Construct', url: '/docs/v1/construct', version: 'v1' })]);
    expect(runRequest([current, older], { indexName: 'local', query: 'construct' }).hits.map((hit) => hit.url)).toEqual(
      ['/docs/construct', '/docs/v1/construct'],
    );
    expect(runRequest([older], { indexName: 'local', query: 'construct' }).hits.map((hit) => hit.url)).toEqual([
      '/docs/v1/construct',
    ]);
  });
});
