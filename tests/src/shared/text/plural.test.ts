import { describe, expect, it } from 'vitest';
import { plural } from '../../../../src/shared/text/plural';

describe('plural', () => {
  it('gives the noun an "s" for every count but one, zero included', () => {
    expect([0, 1, 2, 21].map((count) => plural(count, 'result'))).toEqual([
      '0 results',
      '1 result',
      '2 results',
      '21 results',
    ]);
  });
});
