import { describe, expect, it } from 'vitest';
import { startLocalEngine } from '../../../../src/client/search/engine/local-engine';
import { runRequest } from '../../../../src/client/search/engine/run-request';
import { record } from './fixtures';

const records = [
  record({ lvl1: 'Getting started', content: 'Retry a failed call with the retry helper.', url: '/docs/#start' }),
  record({ lvl1: 'Retry', url: '/docs/retry' }),
  record({ lvl1: 'Retry', type: 'lvl2', lvl2: 'Retry with backoff', url: '/docs/retry#backoff' }),
  record({ lvl1: 'Errors', content: 'A retry gives up after the last attempt.', url: '/docs/errors' }),
];

describe('a search of the index built so far (partial)', () => {
  it('answers from every heading before any paragraph is indexed, and a full search builds the rest', () => {
    const build = startLocalEngine(records);
    const partial = build.engine.match('retry', { partial: true }).map((match) => match.record.url);
    expect(partial.sort()).toEqual(['/docs/retry', '/docs/retry#backoff']);
    expect(build.step(2), 'the headings were indexed; the two paragraphs are still to come').toBe(true);

    const fresh = startLocalEngine(records);
    const full = fresh.engine.match('retry').map((match) => match.record.url);
    expect(full).toHaveLength(4);
    expect(full).toEqual(expect.arrayContaining(['/docs/#start', '/docs/errors']));
  });

  it('ranks what it finds as the whole index does, once the whole index is built', () => {
    const build = startLocalEngine(records);
    build.step(records.length);
    const partial = runRequest([build.engine], { indexName: 'local', query: 'retry', partial: true });
    const full = runRequest([build.engine], { indexName: 'local', query: 'retry' });
    expect(partial.hits.map((hit) => hit.url)).toEqual(full.hits.map((hit) => hit.url));
  });

  it('offers no "did you mean" for a query that the headings alone do not answer', () => {
    const build = startLocalEngine(records);
    const result = runRequest([build.engine], { indexName: 'local', query: 'rety', partial: true });
    expect(result.nbHits).toBe(0);
    expect(result.suggestion).toBeUndefined();
    expect(runRequest([build.engine], { indexName: 'local', query: 'rety' }).suggestion).toBe('Retry');
  });
});
