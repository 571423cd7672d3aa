import { describe, expect, it } from 'vitest';
import { lightHitText, lightRequest } from '../../../../src/client/search/light-results';
import type { SearchHit } from '../../../../src/shared/search/protocol';
import { record } from './fixtures';

const hit = (fields: Parameters<typeof record>[0]): SearchHit => ({
  ...record(fields),
  _highlightResult: { hierarchy: {} },
  _snippetResult: { hierarchy: {} },
});

describe("the light search dialog's hits", () => {
  it('show the heading found, under its section and page', () => {
    expect(lightHitText(hit({ lvl0: 'Cats Effect 3', lvl1: 'Fx', type: 'lvl2', lvl2: 'pureOf' }))).toEqual({
      title: 'pureOf',
      path: 'Cats Effect 3 › Fx',
    });
    expect(lightHitText(hit({ lvl0: 'Cats Effect 3', lvl1: 'Fx' }))).toEqual({ title: 'Fx', path: 'Cats Effect 3' });
  });

  it('show a paragraph found, under its section, page and heading', () => {
    expect(
      lightHitText(hit({ lvl0: 'Monix 3', lvl1: 'Fx', lvl2: 'pureOf', content: 'pureOf lifts a value into F.' })),
    ).toEqual({ title: 'pureOf lifts a value into F.', path: 'Monix 3 › Fx › pureOf' });
  });

  it('ask the worker for the first results from the index built so far, with the modal’s context', () => {
    expect(lightRequest('local-docs', 'fx', ['language:en', ['version:current']], '/docs/')).toEqual({
      indexName: 'local-docs',
      query: 'fx',
      hitsPerPage: 8,
      maxHitsPerGroup: 5,
      partial: true,
      facetFilters: ['language:en', ['version:current']],
      readerPage: '/docs/',
    });
  });
});
