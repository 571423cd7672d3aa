import { describe, expect, it } from 'vitest';
import { answerQuestion, pickPassages, questionKeywords } from '../../../../src/client/search/ask/answer';
import { createIndexFileLoader } from '../../../../src/client/search/index-files';
import { createIndexLoader } from '../../../../src/client/search/index-loader';
import { createLocalSearchClient } from '../../../../src/client/search/local-client';
import { createLocalEngine } from '../../../../src/client/search/engine/local-engine';
import { runRequest } from '../../../../src/client/search/engine/run-request';
import { packRecords } from '../../../../src/shared/search/records';
import { record } from './fixtures';

const records = [
  record({
    lvl0: 'For Cats Effect 2',
    lvl1: 'CanCatch',
    content: 'CanCatch captures a non-fatal error thrown inside an effect and exposes it as data.',
    url: '/docs/ce2/can-catch',
  }),
  record({
    lvl0: 'For Cats Effect 2',
    lvl1: 'CanCatch',
    content: 'Use catchNonFatal to turn a failed effect into an Either of the error.',
    url: '/docs/ce2/can-catch',
  }),
  record({
    lvl0: 'For Cats Effect 2',
    lvl1: 'CanCatch',
    content: 'An error thrown here is caught.',
    url: '/docs/ce2/can-catch#more',
  }),
  record({
    lvl0: 'For Cats Effect 2',
    lvl1: 'Construct',
    content: 'Construct an effect from a value.',
    url: '/docs/ce2/construct',
  }),
  record({
    lvl0: 'For Cats Effect 3',
    lvl1: 'CanCatch',
    content: 'CanCatch captures a non-fatal error thrown inside an effect and exposes it as data.',
    url: '/docs/ce3/can-catch',
  }),
  record({ lvl1: 'Other', content: 'Nothing related at all.', url: '/docs/other' }),
];
const client = createLocalSearchClient(async () => createLocalEngine(records), ['current']);

describe('Ask mode answers', () => {
  it('keeps the words of a question that carry its topic', () => {
    expect(questionKeywords('How do I catch an error in my F?')).toEqual(['catch', 'error']);
    expect(questionKeywords('what is it?')).toEqual([]);
  });

  it('quotes the passages that best answer, word for word, with a link to their section', async () => {
    const answer = await answerQuestion('How do I catch an error?', client, {
      indexName: 'local',
      facetFilters: undefined,
    });
    expect(answer.passages.length).toBeGreaterThan(0);
    expect(answer.passages.length).toBeLessThanOrEqual(3);
    for (const passage of answer.passages) {
      const source = records.find((candidate) => candidate.content === passage.text && candidate.url === passage.url);
      expect(source, `"${passage.text}" is quoted from a record`).toBeDefined();
      expect(passage.source).toEqual([source!.hierarchy.lvl0, source!.hierarchy.lvl1]);
    }
    expect(answer.passages[0]!.text).toContain('error');
    expect(answer.passages.map((passage) => passage.url)).not.toContain('/docs/other');
  });

  it('never repeats a text and takes at most two passages from one page', async () => {
    const answer = await answerQuestion('catch error effect', client, { indexName: 'local', facetFilters: undefined });
    const texts = answer.passages.map((passage) => passage.text);
    expect(new Set(texts).size).toBe(texts.length);
    const pages = answer.passages.map((passage) => passage.url.split('#')[0]);
    for (const page of pages) expect(pages.filter((other) => other === page).length).toBeLessThanOrEqual(2);
  });

  it('answers with no passage rather than an invented one when the docs have nothing', async () => {
    expect(
      (await answerQuestion('kubernetes helm chart', client, { indexName: 'local', facetFilters: undefined })).passages,
    ).toEqual([]);
    expect(
      (await answerQuestion('how is it?', client, { indexName: 'local', facetFilters: undefined })).passages,
    ).toEqual([]);
  });

  it('offers the nearest question the docs answer when a misspelled one matches nothing', async () => {
    const answer = await answerQuestion('what does cacthNonFtal do', client, {
      indexName: 'local',
      facetFilters: undefined,
    });
    expect(answer.passages).toEqual([]);
    expect(answer.suggestion).toBe('catchNonFatal');
    expect(
      (await answerQuestion('how do I catch an error?', client, { indexName: 'local', facetFilters: undefined }))
        .suggestion,
    ).toBeUndefined();
    expect(
      (await answerQuestion('kubernetes helm chart', client, { indexName: 'local', facetFilters: undefined }))
        .suggestion,
    ).toBeUndefined();
  });

  it("prefers the paragraph with more of the question's words", () => {
    const hits = runRequest([createLocalEngine(records)], {
      indexName: 'x',
      query: 'catch either error',
      optionalWords: ['x'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    }).hits;
    expect(pickPassages(hits)[0]!.text).toBe('Use catchNonFatal to turn a failed effect into an Either of the error.');
  });

  it("quotes paragraphs even when headings with the question's words outnumber the hits it reads", async () => {
    // A page whose every section is named after the topic, in docs of a few hundred paragraphs.
    const headings = Array.from({ length: 40 }, (_, index) =>
      record({ lvl1: 'Syntax', type: 'lvl2', lvl2: `EitherT support ${index}`, url: `/docs/syntax#${index}` }),
    );
    const others = Array.from({ length: 300 }, (_, index) =>
      record({ lvl1: 'Elsewhere', content: `Unrelated paragraph number ${index}.`, url: `/docs/elsewhere#${index}` }),
    );
    const paragraph = record({
      lvl1: 'Chains',
      content: 'EitherT support builds each step of a chain that may fail.',
      url: '/docs/chains',
    });
    const crowded = createLocalSearchClient(
      async () => createLocalEngine([...headings, ...others, paragraph]),
      ['current'],
    );
    const answer = await answerQuestion('EitherT support', crowded, {
      indexName: 'local',
      facetFilters: ['version:current'],
    });
    expect(answer.passages.map((passage) => passage.text)).toEqual([paragraph.content]);
  });

  it('stays inside the version being read', async () => {
    const versioned = createLocalSearchClient(
      createIndexLoader(
        createIndexFileLoader(
          { current: 'c', v1: 'v' },
          async (url) =>
            new Response(
              JSON.stringify(
                packRecords(String(url), 'en', String(url) === 'c' ? records.slice(0, 4) : records.slice(4)),
              ),
            ),
        ),
      ),
      ['current', 'v1'],
    );
    const answer = await answerQuestion('catch error', versioned, {
      indexName: 'local',
      facetFilters: ['version:current'],
    });
    expect(answer.passages.every((passage) => passage.url.startsWith('/docs/ce2/'))).toBe(true);
  });
});
