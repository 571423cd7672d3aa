import { describe, expect, it } from 'vitest';
import { typedAtCaret } from '../../../../src/client/search/use-search-shortcuts';

describe('a key typed while neither dialog has the focus', () => {
  it('lands where the caret was, as the input would take it', () => {
    expect(typedAtCaret('pick', undefined, ' ')).toEqual({ initialQuery: 'pick ', caret: [5, 5] });
    expect(typedAtCaret('pick modul', [5, 5], 'a')).toEqual({ initialQuery: 'pick amodul', caret: [6, 6] });
    expect(typedAtCaret('pick modul', [0, 4], 'x')).toEqual({ initialQuery: 'x modul', caret: [1, 1] });
    expect(typedAtCaret('pick', undefined, 'Backspace')).toEqual({ initialQuery: 'pic', caret: [3, 3] });
    expect(typedAtCaret('pick modul', [4, 10], 'Backspace')).toEqual({ initialQuery: 'pick', caret: [4, 4] });
    expect(typedAtCaret('', undefined, 'Backspace')).toEqual({ initialQuery: '', caret: [0, 0] });
  });
});
