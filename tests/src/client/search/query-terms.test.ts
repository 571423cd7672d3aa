import { describe, expect, it } from 'vitest';
import { queryGroups, queryNames, synonymMap } from '../../../../src/client/search/engine/query-terms';
import { stem } from '../../../../src/client/search/engine/stem';

describe('stem', () => {
  it('folds the forms of a word onto one stem', () => {
    expect(new Set(['handle', 'handles', 'handling', 'handled'].map(stem)).size).toBe(1);
    expect(new Set(['error', 'errors'].map(stem)).size).toBe(1);
    expect(new Set(['catch', 'catches', 'catching'].map(stem)).size).toBe(1);
    expect(new Set(['library', 'libraries'].map(stem)).size).toBe(1);
  });

  it('leaves short words and API names alone', () => {
    expect(['fx', 'io', 'use', 'unitof', 'pureof', 'class', 'status'].map(stem)).toEqual([
      'fx',
      'io',
      'use',
      'unitof',
      'pureof',
      'class',
      'status',
    ]);
  });
});

describe('queryGroups', () => {
  it('drops stop words, but keeps them when the query has nothing else', () => {
    expect(queryGroups('how do I catch an error').map((group) => group.word)).toEqual(['catch', 'error']);
    expect(queryGroups('how to').map((group) => group.word)).toEqual(['how', 'to']);
  });

  it('gives each word its stem and its synonyms, with theirs', () => {
    const [group] = queryGroups('Exceptions', synonymMap([['exception', 'error']]));
    expect(group?.word).toBe('exceptions');
    expect(group?.alternatives).toEqual(expect.arrayContaining(['exceptions', 'exception', 'error']));
  });
});

describe('queryNames', () => {
  it('finds the dotted names of a query, lower-cased, the last one a prefix while it ends the query', () => {
    expect(queryNames('how do I use Fx.pureOf')).toEqual([{ name: 'fx.pureof', last: true }]);
    expect(queryNames('CanCatch.catchNonFatal or effectie.syntax.fx ')).toEqual([
      { name: 'cancatch.catchnonfatal', last: false },
      { name: 'effectie.syntax.fx', last: true },
    ]);
    expect(queryNames('Fx.pureOf for a value')).toEqual([{ name: 'fx.pureof', last: false }]);
    expect(queryNames('pure of. Then more')).toEqual([]);
  });
});
