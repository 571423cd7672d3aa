import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/client/search/engine/local-engine';
import { matchesFacetFilters } from '../../src/client/search/engine/facet-filters';
import { highlight, snippet } from '../../src/client/search/engine/highlight';
import { runRequest } from '../../src/client/search/engine/run-request';
import { decodeEntities } from '../../src/shared/text/html-entities';
import type { SearchRecord } from '../../src/shared/search/records';

const tags = { pre: '<mark>', post: '</mark>', ellipsis: '…' };
/** Text with the characters that matter for HTML, and words that queries can hit. */
const text = fc
  .array(
    fc.oneof(
      fc.constantFrom('<', '>', '&', '"', "'", ' ', '<script>', '&amp;', 'fx', 'Construct', 'pureOf', 'é'),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 25 },
  )
  .map((parts) => parts.join(''));
const words = fc.array(fc.constantFrom('fx', 'construct', 'con', 'pure', 'of', 'script', 'amp', 'x'), {
  minLength: 1,
  maxLength: 3,
});
const withoutTags = (html: string) => html.replaceAll(tags.pre, '').replaceAll(tags.post, '');

const recordArbitrary = fc.record({
  title: text,
  content: fc.option(text, { nil: null }),
  version: fc.constantFrom('current', 'v1', 'v0'),
  language: fc.constantFrom('en', 'fr'),
});
const toRecord = (
  { title, content, version, language }: { title: string; content: string | null; version: string; language: string },
  index: number,
): SearchRecord => ({
  objectID: String(index),
  url: `/docs/${index}`,
  url_without_anchor: `/docs/${index}`,
  anchor: null,
  type: content === null ? 'lvl1' : 'content',
  hierarchy: { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
  language,
  version: [version],
});
const facetFilters = fc.array(
  fc.oneof(
    fc.constantFrom('version:current', 'version:v1', 'language:en', 'language:fr', 'version:-v1'),
    fc.array(fc.constantFrom('version:current', 'version:v1', 'version:v0'), { minLength: 1, maxLength: 2 }),
  ),
  { maxLength: 3 },
);

describe('search properties', () => {
  it('highlighting and snippets never let a "<" of the record text through unescaped, and lose no text', () => {
    fc.assert(
      fc.property(text, words, fc.integer({ min: 1, max: 20 }), (value, queryTerms, count) => {
        const terms = { queryTerms, documentTerms: new Set<string>(), prefixLast: true };
        const highlighted = highlight(value, terms, tags).value;
        expect(withoutTags(highlighted)).not.toContain('<');
        expect(decodeEntities(withoutTags(highlighted))).toBe(value);
        const cut = snippet(value, count, terms, tags).value;
        expect(withoutTags(cut)).not.toContain('<');
        expect(value).toContain(decodeEntities(withoutTags(cut)).replaceAll('…', '').trim().split(' ')[0] ?? '');
      }),
    );
  });

  it('every hit satisfies the facet filters, and nbHits counts exactly the matching records', () => {
    fc.assert(
      fc.property(
        fc.array(recordArbitrary, { minLength: 1, maxLength: 12 }),
        words,
        facetFilters,
        (inputs, queryWords, filters) => {
          const records = inputs.map(toRecord);
          const result = runRequest([createLocalEngine(records)], {
            indexName: 'x',
            query: queryWords.join(' '),
            facetFilters: filters,
            hitsPerPage: 1000,
          });
          for (const hit of result.hits) expect(matchesFacetFilters(hit, filters)).toBe(true);
          expect(result.nbHits).toBe(result.hits.length);
          const everything = runRequest([createLocalEngine(records)], {
            indexName: 'x',
            query: queryWords.join(' '),
            hitsPerPage: 1000,
          });
          expect(result.nbHits).toBe(everything.hits.filter((hit) => matchesFacetFilters(hit, filters)).length);
        },
      ),
    );
  });
});
